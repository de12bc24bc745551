import { CARD_NAME_MAX_LENGTH } from '@balcao/domain/cards';
import type { ReactNode } from 'react';

/** What the field of a kit form (`form.AppField`) gives this input: its value and the kit's TextField. */
interface KitTextField {
  state: { value: string };
  TextField: (props: {
    label: ReactNode;
    autoComplete?: string;
    maxLength?: number;
    hint?: ReactNode;
  }) => ReactNode;
}

/** The card's name (§5: up to 20 characters) with its count, as 'Novo cartão' and 'Renomear' ask it. */
export function CardNameField({ field }: { field: KitTextField }) {
  return (
    <field.TextField
      label="Nome do cartão"
      autoComplete="off"
      maxLength={CARD_NAME_MAX_LENGTH}
      hint={`${field.state.value.length}/${CARD_NAME_MAX_LENGTH}`}
    />
  );
}
