import { DEFAULT_NATION, PHONE_PREFIX } from '@balcao/domain/common';
import { CUSTOMER_LIMITS, onlyDigits } from '@balcao/domain/customers';
import { formatDocument } from '@balcao/domain/documents';
import { maskOnlyLetters } from '@balcao/domain/forms';
import { useSelector } from '@tanstack/react-form';
import { CountryPicker, countries } from '../../ui';
import { FieldsSpeak } from '../../ui/form';
import type { CustomerForm } from './customer-form';
import * as styles from './customers.css';

/** The phone's country picker shows ISO codes; the API keeps the dialling code. */
function countryOfDialCode(dialCode: string): string {
  const digits = onlyDigits(dialCode);
  return countries().find((country) => country.dialCode === digits)?.code ?? DEFAULT_NATION;
}

interface FieldsProps {
  form: CustomerForm;
  /** The edit page shows the document, but it cannot change (§3). */
  documentReadOnly?: boolean;
}

/** Step 1 of 'Adicionar cliente', and the identification section of the edit page. */
export function IdentificationFields({ form, documentReadOnly = false }: FieldsProps) {
  const { api } = form;
  const documentNation = useSelector(api.store, (state) => state.values.documentNation);
  const countryCode = useSelector(api.store, (state) => state.values.countryCode);
  const brazilian = documentNation === DEFAULT_NATION;
  const brazilianPhone = onlyDigits(countryCode) === PHONE_PREFIX;
  const companyHint =
    form.lookingUp === 'company' ? 'Buscando os dados da empresa…' : (form.companyNote ?? undefined);
  return (
    // A section says its messages once it was tried (Próximo, Salvar): the form decides, not the field.
    <FieldsSpeak when="validated">
      <div className={styles.grid}>
        {documentReadOnly ? (
          <api.AppField name="documentNumber">
            {(field) => (
              <field.TextField
                label="Documento"
                read={brazilian ? formatDocument : undefined}
                readOnly
                hint="O documento não pode ser alterado."
              />
            )}
          </api.AppField>
        ) : (
          <>
            <CountryPicker
              label="Nacionalidade do documento"
              showDialCode={false}
              value={documentNation}
              onChange={(country) => {
                api.setFieldValue('documentNation', country.code);
                api.setFieldValue('documentNumber', '');
              }}
            />
            <api.AppField
              name="documentNumber"
              // A Brazilian document typed whole is looked up at once (taken, or a company to prefill).
              listeners={{
                onChange: ({ value }) => {
                  if (brazilian) void form.documentChanged(value);
                },
              }}
            >
              {(field) =>
                brazilian ? (
                  <field.MaskedField
                    mask="cpfCnpj"
                    label="CPF ou CNPJ"
                    hint={companyHint}
                    placeholder="000.000.000-00"
                  />
                ) : (
                  <field.TextField label="Documento" maxLength={CUSTOMER_LIMITS.document} />
                )
              }
            </api.AppField>
          </>
        )}
        <api.AppField name="name">
          {(field) => <field.TextField label="Nome" maxLength={CUSTOMER_LIMITS.name} autoComplete="off" />}
        </api.AppField>
        <api.AppField name="fantasyName">
          {(field) => (
            <field.TextField
              label="Nome fantasia (opcional)"
              maxLength={CUSTOMER_LIMITS.name}
              autoComplete="off"
            />
          )}
        </api.AppField>
        <api.AppField name="email">
          {(field) => (
            <field.TextField
              label="E-mail"
              type="email"
              maxLength={CUSTOMER_LIMITS.email}
              autoComplete="off"
            />
          )}
        </api.AppField>
        <api.AppField name="alternativeEmail">
          {(field) => (
            <field.TextField
              label="E-mail financeiro (opcional)"
              type="email"
              maxLength={CUSTOMER_LIMITS.email}
              autoComplete="off"
            />
          )}
        </api.AppField>
        <CountryPicker
          label="País do telefone"
          value={countryOfDialCode(countryCode)}
          onChange={(country) => api.setFieldValue('countryCode', country.dialCode)}
        />
        <api.AppField name="phone">
          {(field) => (
            <field.MaskedField
              mask={brazilianPhone ? 'brPhone' : 'onlyNumbers'}
              label="Telefone"
              maxLength={brazilianPhone ? 15 : CUSTOMER_LIMITS.phone}
            />
          )}
        </api.AppField>
      </div>
    </FieldsSpeak>
  );
}

type TextKey = 'street' | 'number' | 'complement' | 'district' | 'city';

/** Step 2 of 'Adicionar cliente', and the address section of the edit page. */
export function AddressFields({ form }: { form: CustomerForm }) {
  const { api, locked } = form;
  const country = useSelector(api.store, (state) => state.values.address.country);
  const brazilian = country.toUpperCase() === DEFAULT_NATION;
  const cepHint = form.lookingUp === 'cep' ? 'Buscando o endereço…' : undefined;
  const text = (key: TextKey, label: string) => (
    <api.AppField name={`address.${key}`}>
      {(field) => (
        <field.TextField
          label={label}
          maxLength={CUSTOMER_LIMITS[key]}
          readOnly={locked.has(key)}
          autoComplete="off"
        />
      )}
    </api.AppField>
  );
  return (
    // A section says its messages once it was tried (Próximo, Salvar): the form decides, not the field.
    <FieldsSpeak when="validated">
      <div className={styles.grid}>
        <CountryPicker
          label="País"
          showDialCode={false}
          value={country || DEFAULT_NATION}
          onChange={(picked) => form.setAddressCountry(picked.code)}
        />
        <api.AppField
          name="address.zipCode"
          // A whole CEP is looked up at once; any change takes away what the last one filled.
          listeners={{
            onChange: ({ value }) => {
              if (brazilian) void form.zipCodeChanged(value);
            },
          }}
        >
          {(field) =>
            brazilian ? (
              // The lookup's answer stands until the CEP changes; the schema's own message comes first.
              <field.MaskedField mask="cep" label="CEP" hint={cepHint} lookupError={form.cepError} />
            ) : (
              <field.TextField label="Código postal" maxLength={CUSTOMER_LIMITS.zipCode} />
            )
          }
        </api.AppField>
        {text('street', 'Rua')}
        {text('number', 'Número')}
        {text('complement', 'Complemento (opcional)')}
        {text('district', 'Bairro')}
        {text('city', 'Cidade')}
        <api.AppField name="address.state">
          {(field) => (
            <field.TextField
              label="Estado"
              maxLength={CUSTOMER_LIMITS.state}
              readOnly={locked.has('state')}
              autoComplete="off"
              transform={(typed) => maskOnlyLetters(typed).replace(/ /g, '').toUpperCase()}
            />
          )}
        </api.AppField>
      </div>
    </FieldsSpeak>
  );
}
