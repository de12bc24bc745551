import { ACTIVATION_LIMITS } from '@balcao/domain/bank-account';
import { CEP_INVALID_MESSAGE, onlyDigits } from '@balcao/domain/customers';
import { useState } from 'react';
import { lookupPostalCode } from '../../app/lookups';
import { useServices } from '../../app/services';
import { WizardField } from './fields';

export interface AddressValue {
  zipCode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

type AddressKey = keyof AddressValue;

/**
 * The address of the company or of a partner. §5: the postal-code lookup runs on blur and then locks
 * the parts it filled (street, district, city, state); typing another CEP unlocks them.
 */
export function AddressFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: AddressValue;
  onChange: (changes: Partial<AddressValue>) => void;
  /** Messages by field name. */
  errors: Partial<Record<AddressKey, string>>;
  disabled: boolean;
}) {
  const { clients } = useServices();
  const [locked, setLocked] = useState(false);
  const [searching, setSearching] = useState(false);
  const [cepError, setCepError] = useState<string | undefined>();

  async function lookUp(cep: string) {
    if (onlyDigits(cep).length !== 8) return;
    setSearching(true);
    try {
      const found = await lookupPostalCode(clients, onlyDigits(cep));
      if (!found) {
        setCepError(CEP_INVALID_MESSAGE);
        setLocked(false);
        return;
      }
      setCepError(undefined);
      onChange({
        street: found.street,
        district: found.district,
        city: found.city,
        state: found.state,
        ...(found.complement && !value.complement ? { complement: found.complement } : {}),
      });
      setLocked(true);
    } catch {
      setLocked(false);
    } finally {
      setSearching(false);
    }
  }

  const field = (key: AddressKey) => ({
    value: value[key],
    onChange: (text: string) => onChange({ [key]: text }),
    error: errors[key],
    disabled: disabled || (locked && ['street', 'district', 'city', 'state'].includes(key)),
  });
  return (
    <>
      <WizardField
        label="CEP"
        mask="cep"
        {...field('zipCode')}
        onChange={(text) => {
          setLocked(false);
          onChange({ zipCode: text });
        }}
        onBlur={(text) => void lookUp(text)}
        hint={searching ? 'Buscando o endereço…' : undefined}
        error={cepError ?? errors.zipCode}
      />
      <WizardField label="Rua" maxLength={ACTIVATION_LIMITS.street} {...field('street')} />
      <WizardField label="Número" maxLength={ACTIVATION_LIMITS.number} {...field('number')} />
      <WizardField
        label="Complemento (opcional)"
        maxLength={ACTIVATION_LIMITS.complement}
        {...field('complement')}
      />
      <WizardField label="Bairro" maxLength={ACTIVATION_LIMITS.district} {...field('district')} />
      <WizardField label="Cidade" maxLength={ACTIVATION_LIMITS.city} {...field('city')} />
      <WizardField label="Estado (UF)" maxLength={2} {...field('state')} />
    </>
  );
}
