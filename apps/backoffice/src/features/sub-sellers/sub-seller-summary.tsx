import { formatApiDate } from '@balcao/domain/dates';
import { formatDocument } from '@balcao/domain/documents';
import { maskCellphone } from '@balcao/domain/forms';
import {
  bankLabel,
  formatSubSellerPaymentValue,
  SPLIT_STATUS_LABELS,
  SUB_SELLER_ACCOUNT_TYPE_LABELS,
  SUB_SELLER_PAYMENT_TYPE_LABELS,
  SUB_SELLER_PIX_KEY_TYPE_LABELS,
  subSellerPaymentValueFromWire,
} from '@balcao/domain/sub-sellers';
import type { ReactNode } from 'react';
import type { SubSeller } from './api';
import { pixKeyText } from './form-mapping';
import * as styles from './sub-sellers.css';

function Section({ id, title, items }: { id: string; title: string; items: [string, ReactNode][] }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <dl className={styles.details}>
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value === null || value === '' ? '—' : value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The detail page in view mode: general data, address, default split and bank data. */
export function SubSellerSummary({ subSeller }: { subSeller: SubSeller }) {
  const company = subSeller.documentType === 'CNPJ';
  const { address, owner, contact } = subSeller;
  const { account, pixKey, pixKeyType } = subSeller.account;
  const general: [string, ReactNode][] = [
    [company ? 'CNPJ' : 'CPF', formatDocument(subSeller.document)],
    [company ? 'Razão social' : 'Nome', subSeller.name],
    ['E-mail', contact.email],
    ['Celular', maskCellphone(contact.phone)],
    ['E-mail alternativo', contact.alternativeEmail],
    [company ? 'Data de nascimento do responsável' : 'Data de nascimento', formatApiDate(owner.birthdate)],
  ];
  if (company)
    general.push(
      ['Nome do responsável', owner.ownerName],
      ['CPF do responsável', owner.ownerDocument ? formatDocument(owner.ownerDocument) : null],
      ['Data de abertura', subSeller.openingDate ? formatApiDate(subSeller.openingDate) : null],
      ['Descrição do negócio', subSeller.description],
    );
  return (
    <>
      <Section id="summary-general" title="Informações gerais" items={general} />
      <Section
        id="summary-address"
        title="Endereço"
        items={[
          ['CEP', address.zipCode],
          ['Rua', address.street],
          ['Número', address.number],
          ['Complemento', address.complement],
          ['Bairro', address.district],
          ['Cidade', address.city],
          ['Estado', address.state],
          ['País', address.country],
        ]}
      />
      <Section
        id="summary-split"
        title="Divisão de valores padrão"
        items={[
          ['Tipo de taxa', SUB_SELLER_PAYMENT_TYPE_LABELS[subSeller.paymentType]],
          [
            'Valor',
            formatSubSellerPaymentValue(
              subSeller.paymentType,
              subSellerPaymentValueFromWire(subSeller.paymentValue),
            ),
          ],
        ]}
      />
      <Section
        id="summary-bank"
        title="Dados bancários"
        items={[
          ['Situação da conta', SPLIT_STATUS_LABELS[subSeller.splitStatus]],
          ['Titular', subSeller.name],
          ['Banco', bankLabel(account.bank)],
          ['Tipo de conta', SUB_SELLER_ACCOUNT_TYPE_LABELS[account.accountType]],
          ['Agência', `${account.issuer}-${account.issuerDigit}`],
          ['Conta', `${account.number}-${account.bankDigit}`],
          ['Chave Pix', `${SUB_SELLER_PIX_KEY_TYPE_LABELS[pixKeyType]}: ${pixKeyText(pixKeyType, pixKey)}`],
        ]}
      />
    </>
  );
}
