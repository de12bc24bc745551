import type { MaskKind } from '@balcao/domain';
import { MaskedInput, SelectField, TextField, type TextFieldProps } from '../../ui';
import type { FieldOf, Section, SubSellerFormState } from './use-sub-seller-form';

/** A field of the form by section and name: value, change, blur and message wired to the form state. */
type BoundProps<S extends Section> = {
  form: SubSellerFormState;
  section: S;
  field: FieldOf<S>;
};

type TextProps<S extends Section> = BoundProps<S> &
  Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'form'> & { mask?: MaskKind };

export function FormText<S extends Section>({ form, section, field, mask, ...rest }: TextProps<S>) {
  const path = `${section}.${field}`;
  const value = String(form.values[section][field]);
  const common = {
    ...rest,
    value,
    onBlur: () => form.blur(path),
    error: rest.error ?? form.errorOf(path),
  };
  if (mask)
    return <MaskedInput {...common} mask={mask} onValueChange={(next) => form.set(section, field, next)} />;
  return <TextField {...common} onChange={(event) => form.set(section, field, event.target.value)} />;
}

type SelectProps<S extends Section> = BoundProps<S> & {
  label: string;
  options: readonly { value: string; label: string }[];
  onValueChange?: (value: string) => void;
};

export function FormSelect<S extends Section>({
  form,
  section,
  field,
  label,
  options,
  onValueChange,
}: SelectProps<S>) {
  const path = `${section}.${field}`;
  return (
    <SelectField
      label={label}
      options={options}
      placeholder="Selecione"
      value={String(form.values[section][field])}
      onChange={(event) =>
        (onValueChange ?? ((value) => form.set(section, field, value)))(event.target.value)
      }
      onBlur={() => form.blur(path)}
      error={form.errorOf(path)}
    />
  );
}
