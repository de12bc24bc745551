import {
  CUSTOMER_LIMITS,
  DEFAULT_NATION,
  formatDocument,
  maskOnlyLetters,
  maskPhone,
  onlyDigits,
  PHONE_PREFIX,
} from '@balcao/domain';
import { CountryPicker, countries, MaskedInput, TextField } from '../../ui';
import * as styles from './customers.css';
import type { CustomerFormState } from './use-customer-form';

/** The phone's country picker shows ISO codes; the API keeps the dialling code. */
function countryOfDialCode(dialCode: string): string {
  const digits = onlyDigits(dialCode);
  return countries().find((country) => country.dialCode === digits)?.code ?? DEFAULT_NATION;
}

interface FieldsProps {
  form: CustomerFormState;
  /** The edit page shows the document, but it cannot change (§3). */
  documentReadOnly?: boolean;
}

/** Step 1 of 'Adicionar cliente', and the identification section of the edit page. */
export function IdentificationFields({ form, documentReadOnly = false }: FieldsProps) {
  const { values, errors, set } = form;
  const brazilian = values.documentNation === DEFAULT_NATION;
  const brazilianPhone = onlyDigits(values.countryCode) === PHONE_PREFIX;
  const companyHint = form.lookingUp === 'company' ? 'Buscando os dados da empresa…' : undefined;
  return (
    <div className={styles.grid}>
      {documentReadOnly ? (
        <TextField
          label="Documento"
          value={brazilian ? formatDocument(values.documentNumber) : values.documentNumber}
          readOnly
          hint="O documento não pode ser alterado."
        />
      ) : (
        <>
          <CountryPicker
            label="Nacionalidade do documento"
            showDialCode={false}
            value={values.documentNation}
            onChange={(country) => {
              set('documentNation', country.code);
              set('documentNumber', '');
            }}
          />
          {brazilian ? (
            <MaskedInput
              mask="cpfCnpj"
              label="CPF ou CNPJ"
              value={values.documentNumber}
              onValueChange={(value) => void form.setDocument(value)}
              error={errors.documentNumber}
              hint={companyHint}
              placeholder="000.000.000-00"
            />
          ) : (
            <TextField
              label="Documento"
              value={values.documentNumber}
              maxLength={CUSTOMER_LIMITS.document}
              onChange={(event) => set('documentNumber', event.target.value)}
              error={errors.documentNumber}
            />
          )}
        </>
      )}
      <TextField
        label="Nome"
        value={values.name}
        maxLength={CUSTOMER_LIMITS.name}
        autoComplete="off"
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Nome fantasia (opcional)"
        value={values.fantasyName}
        maxLength={CUSTOMER_LIMITS.name}
        autoComplete="off"
        onChange={(event) => set('fantasyName', event.target.value)}
        error={errors.fantasyName}
      />
      <TextField
        label="E-mail"
        type="email"
        value={values.email}
        maxLength={CUSTOMER_LIMITS.email}
        autoComplete="off"
        onChange={(event) => set('email', event.target.value)}
        error={errors.email}
      />
      <TextField
        label="E-mail financeiro (opcional)"
        type="email"
        value={values.alternativeEmail}
        maxLength={CUSTOMER_LIMITS.email}
        autoComplete="off"
        onChange={(event) => set('alternativeEmail', event.target.value)}
        error={errors.alternativeEmail}
      />
      <CountryPicker
        label="País do telefone"
        value={countryOfDialCode(values.countryCode)}
        onChange={(country) => set('countryCode', country.dialCode)}
      />
      <MaskedInput
        mask={brazilianPhone ? 'cellphone' : 'onlyNumbers'}
        label="Telefone"
        value={values.phone}
        maxLength={brazilianPhone ? 15 : CUSTOMER_LIMITS.phone}
        onValueChange={(value) => set('phone', value)}
        // Landlines have one digit less: re-masked when the user leaves the field.
        onBlur={() => {
          if (brazilianPhone && onlyDigits(values.phone).length === 10) set('phone', maskPhone(values.phone));
        }}
        error={errors.phone}
      />
    </div>
  );
}

interface AddressFieldsProps {
  form: CustomerFormState;
}

/** Step 2 of 'Adicionar cliente', and the address section of the edit page. */
export function AddressFields({ form }: AddressFieldsProps) {
  const { values, errors, locked, setAddress } = form;
  const address = values.address;
  const brazilian = address.country.toUpperCase() === DEFAULT_NATION;
  const cepHint = form.lookingUp === 'cep' ? 'Buscando o endereço…' : undefined;
  const text = (key: 'street' | 'number' | 'complement' | 'district' | 'city', label: string) => (
    <TextField
      label={label}
      value={address[key]}
      maxLength={CUSTOMER_LIMITS[key]}
      readOnly={locked.has(key)}
      autoComplete="off"
      onChange={(event) => setAddress(key, event.target.value)}
      error={errors[`address.${key}`]}
    />
  );
  return (
    <div className={styles.grid}>
      <CountryPicker
        label="País"
        showDialCode={false}
        value={address.country || DEFAULT_NATION}
        onChange={(country) => form.setAddressCountry(country.code)}
      />
      {brazilian ? (
        <MaskedInput
          mask="cep"
          label="CEP"
          value={address.zipCode}
          onValueChange={(value) => void form.setZipCode(value)}
          error={errors['address.zipCode']}
          hint={cepHint}
        />
      ) : (
        <TextField
          label="Código postal"
          value={address.zipCode}
          maxLength={CUSTOMER_LIMITS.zipCode}
          onChange={(event) => setAddress('zipCode', event.target.value)}
          error={errors['address.zipCode']}
        />
      )}
      {text('street', 'Rua')}
      {text('number', 'Número')}
      {text('complement', 'Complemento (opcional)')}
      {text('district', 'Bairro')}
      {text('city', 'Cidade')}
      <TextField
        label="Estado"
        value={address.state}
        maxLength={CUSTOMER_LIMITS.state}
        readOnly={locked.has('state')}
        autoComplete="off"
        onChange={(event) =>
          setAddress('state', maskOnlyLetters(event.target.value).replace(/ /g, '').toUpperCase())
        }
        error={errors['address.state']}
      />
    </div>
  );
}
