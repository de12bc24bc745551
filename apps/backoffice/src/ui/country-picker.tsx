import { type ComponentPropsWithRef, useId } from 'react';
import { type Country, countries, DEFAULT_COUNTRY, findCountry } from './countries';
import { control, field, label as labelStyle } from './shared.css';

export type CountryPickerProps = Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'onChange' | 'defaultValue'
> & {
  label?: string;
  /** ISO code, 'BR' by default. */
  value?: string;
  onChange: (country: Country) => void;
  /** Shows '(+55)' after each name, for phone country codes. */
  showDialCode?: boolean;
};

export function CountryPicker({
  label = 'País',
  value = DEFAULT_COUNTRY,
  onChange,
  showDialCode = true,
  id,
  className,
  ...rest
}: CountryPickerProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={labelStyle}>
        {label}
      </label>
      <select
        id={selectId}
        className={control}
        {...rest}
        value={value.toUpperCase()}
        onChange={(event) => {
          const country = findCountry(event.target.value);
          if (country) onChange(country);
        }}
      >
        {countries().map((country) => (
          <option key={country.code} value={country.code}>
            {showDialCode ? `${country.name} (+${country.dialCode})` : country.name}
          </option>
        ))}
      </select>
    </div>
  );
}
