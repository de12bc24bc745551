import type { MaskKind } from '@balcao/domain/forms';
import { useSelector } from '@tanstack/react-form';
import { errorOnceLeft } from '../../app/form-errors';
import { MaskedInput, SelectField, TextField, type TextFieldProps } from '../../ui';
import type { SubSellerField, SubSellerForm } from './sub-seller-form';

/** The text fields of the form: every path but the sections themselves. */
export type SubSellerTextField = Exclude<SubSellerField, 'general' | 'address' | 'account' | 'contact'>;

/** Whether 'Cadastrar' or 'Concluir' was pressed: from then on every message shows. */
export const useSubmitted = (form: SubSellerForm) =>
  useSelector(form.api.store, (state) => state.submissionAttempts > 0);

/** A field of the form by its path: value, change, blur and message wired to react-form. */
type BoundProps = {
  form: SubSellerForm;
  name: SubSellerTextField;
};

type TextProps = BoundProps &
  Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'form' | 'name'> & { mask?: MaskKind };

export function FormText({ form, name, mask, ...rest }: TextProps) {
  const submitted = useSubmitted(form);
  return (
    <form.api.Field name={name}>
      {(field) => {
        const common = {
          ...rest,
          value: field.state.value,
          onBlur: field.handleBlur,
          error: rest.error ?? errorOnceLeft(field.state.meta, submitted),
        };
        if (mask) return <MaskedInput {...common} mask={mask} onValueChange={field.handleChange} />;
        return <TextField {...common} onChange={(event) => field.handleChange(event.target.value)} />;
      }}
    </form.api.Field>
  );
}

type SelectProps = BoundProps & {
  label: string;
  options: readonly { value: string; label: string }[];
  onValueChange?: (value: string) => void;
};

export function FormSelect({ form, name, label, options, onValueChange }: SelectProps) {
  const submitted = useSubmitted(form);
  return (
    <form.api.Field name={name}>
      {(field) => (
        <SelectField
          label={label}
          options={options}
          placeholder="Selecione"
          value={field.state.value}
          onChange={(event) => (onValueChange ?? field.handleChange)(event.target.value)}
          onBlur={field.handleBlur}
          error={errorOnceLeft(field.state.meta, submitted)}
        />
      )}
    </form.api.Field>
  );
}
