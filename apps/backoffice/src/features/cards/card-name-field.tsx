import { CARD_NAME_MAX_LENGTH } from '@balcao/domain/cards';
import { type BoundField, textFieldProps } from '../../app/form-errors';
import { TextField } from '../../ui';

/** The card's name (§5: up to 20 characters) with its count, as 'Novo cartão' and 'Renomear' ask it. */
export function CardNameField({ field }: { field: BoundField<string> }) {
  return (
    <TextField
      label="Nome do cartão"
      autoComplete="off"
      maxLength={CARD_NAME_MAX_LENGTH}
      hint={`${field.state.value.length}/${CARD_NAME_MAX_LENGTH}`}
      {...textFieldProps(field)}
    />
  );
}
