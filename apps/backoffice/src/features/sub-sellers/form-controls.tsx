import type { MaskKind } from '@balcao/domain/forms';
import type { TextFieldProps } from '../../ui';
import type { SubSellerField, SubSellerForm } from './sub-seller-form';

/** The text fields of the form: every path but the sections themselves. */
export type SubSellerTextField = Exclude<SubSellerField, 'general' | 'address' | 'account' | 'contact'>;

/** A field of the form by its path, on the kit's fields (which speak once left: `FieldsSpeak`). */
type BoundProps = {
  form: SubSellerForm;
  name: SubSellerTextField;
};

type TextProps = BoundProps &
  Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'form' | 'name' | 'error' | 'defaultValue'> & {
    mask?: MaskKind;
  };

export function FormText({ form, name, mask, ...rest }: TextProps) {
  return (
    <form.api.AppField name={name}>
      {(field) => (mask ? <field.MaskedField {...rest} mask={mask} /> : <field.TextField {...rest} />)}
    </form.api.AppField>
  );
}

type SelectProps = BoundProps & {
  label: string;
  options: readonly { value: string; label: string }[];
  /** What else changes with this choice (a new Pix key type empties the key). */
  onChanged?: (value: string) => void;
};

export function FormSelect({ form, name, label, options, onChanged }: SelectProps) {
  return (
    <form.api.AppField
      name={name}
      listeners={onChanged ? { onChange: ({ value }) => onChanged(String(value)) } : undefined}
    >
      {(field) => <field.SelectField label={label} options={options} placeholder="Selecione" />}
    </form.api.AppField>
  );
}
