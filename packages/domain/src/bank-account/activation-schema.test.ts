import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_MESSAGES,
  type ActivationForm,
  activationProblems,
  activationStepProblems,
  isValidActivationUrl,
  partnerDocumentProblem,
} from './activation-schema';
import {
  accountInputOf,
  activationFormOf,
  activationPayloadOf,
  emptyActivationForm,
  emptyPartner,
} from './bank-account-payload';

const TODAY = '2026-11-25';

function filledForm(): ActivationForm {
  const address = {
    zipCode: '20040-020',
    street: 'Praça Floriano',
    number: '55',
    complement: '',
    district: 'Centro',
    city: 'Rio de Janeiro',
    state: 'RJ',
  };
  return {
    company: {
      document: '45.321.678/0001-04',
      companyName: 'Comércio Modelo Ltda',
      openingDate: '10/03/2015',
      email: 'financeiro@comerciomodelo.com.br',
      phone: '',
      ...address,
    },
    additional: {
      fantasyName: 'Comércio Modelo',
      url: 'www.comerciomodelo.com.br',
      businessType: 'LTDA',
      mainActivity: '4712100',
    },
    partners: [
      {
        ...emptyPartner(),
        document: '529.982.247-25',
        name: 'Olívia Souza Outra',
        date: '02/05/1985',
        email: 'olivia@comerciomodelo.com.br',
        phone: '(21) 98765-4321',
        ...address,
      },
      {
        ...emptyPartner(),
        document: '04.252.011/0001-10',
        name: 'Holding Modelo S.A.',
        date: '01/01/2000',
        email: 'holding@modelo.com.br',
        phone: '(21) 3322-1100',
        type: 'LEGAL_REPRESENTATIVE',
        ...address,
      },
    ],
  };
}

const messages = (form: ActivationForm, step: number) =>
  Object.fromEntries(activationStepProblems(form, step, TODAY).map((p) => [p.path, p.message]));

describe('the activation steps (002 §5)', () => {
  it('accepts a filled form', () => {
    expect(activationProblems(filledForm(), TODAY)).toEqual([]);
  });

  it("asks every required field of step 1 with the documents' message, the phone optional", () => {
    const form = emptyActivationForm();
    expect(messages(form, 1)).toEqual({
      'company.document': ACTIVATION_MESSAGES.required,
      'company.companyName': ACTIVATION_MESSAGES.required,
      'company.openingDate': ACTIVATION_MESSAGES.required,
      'company.email': ACTIVATION_MESSAGES.required,
      'company.zipCode': ACTIVATION_MESSAGES.required,
      'company.street': ACTIVATION_MESSAGES.required,
      'company.number': ACTIVATION_MESSAGES.required,
      'company.district': ACTIVATION_MESSAGES.required,
      'company.city': ACTIVATION_MESSAGES.required,
      'company.state': ACTIVATION_MESSAGES.required,
    });
  });

  it("refuses a bad e-mail ('E-mail inválido!'), a future or impossible opening date and a bad CNPJ", () => {
    const form = filledForm();
    form.company.email = 'financeiro@';
    form.company.openingDate = '31/02/2020';
    form.company.document = '45.321.678/0001-05';
    expect(messages(form, 1)).toEqual({
      'company.email': 'E-mail inválido!',
      'company.openingDate': ACTIVATION_MESSAGES.date,
      'company.document': 'Cnpj inválido.',
    });
    form.company.openingDate = '01/01/2027';
    expect(messages(form, 1)['company.openingDate']).toBe(ACTIVATION_MESSAGES.futureDate);
  });

  it("step 2: url ('Digite uma url válida!'), category among the business types, main activity up to 9 digits", () => {
    const form = filledForm();
    form.additional = { fantasyName: '', url: 'não é url', businessType: 'LLC', mainActivity: '1234567890' };
    expect(messages(form, 2)).toEqual({
      'additional.fantasyName': ACTIVATION_MESSAGES.required,
      'additional.url': 'Digite uma url válida!',
      'additional.businessType': ACTIVATION_MESSAGES.option,
      'additional.mainActivity': ACTIVATION_MESSAGES.mainActivity,
    });
    form.additional.mainActivity = '47a';
    expect(messages(form, 2)['additional.mainActivity']).toBe(ACTIVATION_MESSAGES.mainActivity);
  });

  it('reads addresses as a merchant types them', () => {
    expect(isValidActivationUrl('https://loja.com.br/sobre')).toBe(true);
    expect(isValidActivationUrl('loja.com.br')).toBe(true);
    expect(isValidActivationUrl('javascript:alert(1)')).toBe(false);
    expect(isValidActivationUrl('localhost')).toBe(false);
  });

  it('partner A takes a CPF only; the others a CPF or a CNPJ, each with its message', () => {
    expect(partnerDocumentProblem(0, '04.252.011/0001-10')).toBe('Cpf inválido.');
    expect(partnerDocumentProblem(0, '529.982.247-26')).toBe('Cpf inválido.');
    expect(partnerDocumentProblem(0, '529.982.247-25')).toBeNull();
    expect(partnerDocumentProblem(1, '04.252.011/0001-10')).toBeNull();
    expect(partnerDocumentProblem(1, '529.982.247-26')).toBe('Cpf inválido.');
    expect(partnerDocumentProblem(1, '04.252.011/0001-11')).toBe('Cnpj inválido.');
    expect(partnerDocumentProblem(1, '')).toBe(ACTIVATION_MESSAGES.required);
  });

  it('step 3: every partner field, a full name for people, and no document twice', () => {
    const form = filledForm();
    form.partners.push(emptyPartner());
    const third = messages(form, 3);
    for (const field of [
      'document',
      'name',
      'date',
      'email',
      'phone',
      'zipCode',
      'street',
      'number',
      'district',
      'city',
      'state',
    ])
      expect(third[`partners.2.${field}`]).toBe(ACTIVATION_MESSAGES.required);
    form.partners[2] = { ...form.partners[0]!, name: 'Olívia' };
    const again = messages(form, 3);
    expect(again['partners.2.name']).toBe(ACTIVATION_MESSAGES.fullName);
    expect(again['partners.2.document']).toBe(ACTIVATION_MESSAGES.duplicatePartner);
    // A company's legal name may be one word.
    form.partners[1]!.name = 'Holding';
    expect(messages(form, 3)['partners.1.name']).toBeUndefined();
  });
});

describe('the submission payload (002 §3)', () => {
  it('sends A as the account owner, people and companies in their lists, companies as LEGAL_REPRESENTATIVE', () => {
    const payload = activationPayloadOf(filledForm());
    expect(payload).toMatchObject({
      document: '45321678000104',
      openingDate: '2015-03-10',
      businessType: 'LTDA',
      mainActivity: '4712100',
      address: { zipCode: '20040020', state: 'RJ', country: 'BR' },
      accountOwner: {
        document: '52998224725',
        firstName: 'Olívia',
        lastName: 'Souza Outra',
        birthdate: '1985-05-02',
        phoneNumber: '21987654321',
      },
      legalOwner: [
        {
          document: '04252011000110',
          legalName: 'Holding Modelo S.A.',
          foundingDate: '2000-01-01',
          type: 'LEGAL_REPRESENTATIVE',
        },
      ],
    });
    expect(payload.naturalOwner.map((o) => o.document)).toEqual(['52998224725']);
    expect(payload).not.toHaveProperty('phone');
  });

  it('comes back as the same form from the stored accountInput', () => {
    const form = filledForm();
    expect(activationFormOf(accountInputOf(activationPayloadOf(form)))).toEqual(form);
  });
});
