/**
 * Generated from openapi/payment.yaml by openapi-typescript.
 * Do not edit: change the document and run `pnpm gen` (node scripts/gen.mjs).
 * `pnpm gen:check` fails when this file is out of date.
 */

export interface paths {
    "/seller-clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clientes do seller, por nome
         * @description Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CLIENTS; só os clientes do seller
         *     do usuário. Os filtros `name`, `document` e `email` procuram por trecho (sem diferença de
         *     maiúsculas e acentos; o documento sem pontuação). A lista usa `size=20`; o seletor de cliente,
         *     100; a importação e as abas do cliente, até 10000.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Cadastrar cliente
         * @description Documento: na nação BR, um CPF ou CNPJ válido ('Inclua um CNPJ ou CPF válido'); em outra nação,
         *     o documento estrangeiro como escrito. Nome, documento, e-mail, telefone e o endereço (CEP,
         *     rua, número, bairro, cidade, estado, país) são obrigatórios; com `useSellerAddress` o endereço
         *     é o do seller (o da sua empresa na consulta de CNPJ) e o campo `address` é ignorado.
         *     Complemento, nome fantasia e e-mail financeiro são opcionais. Nomes com `<` ou `>` são
         *     recusados. Mesmo documento duas vezes no mesmo seller responde 400.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-clients/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um cliente do seller
         * @description Cliente de outro seller responde 404, como um que não existe.
         */
        get: operations["getCustomer"];
        /**
         * Alterar identificação e contato
         * @description O documento não muda: o enviado deve ser o do cliente (outro responde 400). Nome, e-mail,
         *     telefone e DDI são obrigatórios; nome fantasia e e-mail financeiro, opcionais.
         */
        put: operations["updateCustomer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-clients/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar o endereço
         * @description Todos os campos menos o complemento são obrigatórios. Estado e país só letras, guardados em
         *     maiúsculas; cidade só letras; CEP brasileiro com 8 dígitos ('Cep inválido.').
         */
        patch: operations["updateCustomerAddress"];
        trace?: never;
    };
    "/sellers/subseller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sub-vendedores do seller, por nome
         * @description Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CONFIG_NF (os papéis que veem as
         *     colunas da lista); só os sub-vendedores do seller do usuário. `filter` procura por trecho do
         *     nome (sem diferença de maiúsculas e acentos) ou, quando tem algum dígito, também do CPF ou CNPJ
         *     (com ou sem pontuação). Os cadastros em processamento cujo prazo já passou no relógio do
         *     sandbox são concluídos antes da leitura.
         */
        get: operations["listSubSellers"];
        put?: never;
        /**
         * Cadastrar sub-vendedor
         * @description Para SELLER_MASTER, SELLER_ADMIN e SELLER_BACKOFFICE. O documento é um CPF válido ou um CNPJ
         *     válido de empresa ATIVA na consulta de empresas ('Formato de documento incorreto', 'Empresa não
         *     encontrada para este CNPJ.'). Para CNPJ, `owner.ownerName`, `openingDate` e `description` (até
         *     300) são obrigatórios; para CPF, os campos do responsável e a data de abertura são ignorados.
         *     A chave Pix é conferida pelo tipo: DOCUMENT (CPF ou CNPJ), ALLEATORY_KEY (aleatória, UUID),
         *     EMAIL, PHONE (celular com DDD). `paymentValue` é percentual (até 100) em PERCENTAGE ou reais em
         *     FIXED, com até 2 casas. Todos os problemas voltam juntos na lista de erros. O mesmo documento
         *     duas vezes no mesmo seller responde 400 (DUPLICATE_DOCUMENT). Nasce ativo, com `splitStatus`
         *     INACTIVE: a conta bancária só é enviada ao provedor por `POST /sellers/subseller/{id}/split`.
         */
        post: operations["createSubSeller"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/subseller/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um sub-vendedor do seller
         * @description Sub-vendedor de outro seller responde 404, como um que não existe. Um cadastro em processamento
         *     cujo prazo já passou no relógio do sandbox é concluído antes da leitura.
         */
        get: operations["getSubSeller"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar dados gerais e divisão de valores padrão
         * @description Primeira das quatro alterações da edição (gerais, endereço, contas, contatos). O documento não
         *     muda. Mesmas regras da criação; mudar o tipo de taxa vale para links de pagamento futuros.
         */
        patch: operations["updateSubSeller"];
        trace?: never;
    };
    "/sellers/subseller/{id}/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar o endereço
         * @description Todos os campos menos o complemento são obrigatórios; CEP com 8 dígitos ('Cep inválido.').
         */
        patch: operations["updateSubSellerAddress"];
        trace?: never;
    };
    "/sellers/subseller/{id}/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar dados bancários e chave Pix
         * @description Agência e conta com ao menos 3 números, dígitos de 1 caractere, chave Pix conferida pelo tipo.
         *     Dados bancários diferentes dos atuais precisam ser enviados de novo ao provedor: `splitStatus`
         *     volta a INACTIVE (mesmo se estava ACTIVE, FAILED ou PENDING) até o próximo
         *     `POST /sellers/subseller/{id}/split`. Os mesmos dados não mudam o `splitStatus`.
         */
        patch: operations["updateSubSellerAccounts"];
        trace?: never;
    };
    "/sellers/subseller/{id}/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar o contato
         * @description E-mail e celular obrigatórios ('formato de email inválido', 'Formato de telefone inválido'); e-mail alternativo opcional.
         */
        patch: operations["updateSubSellerContacts"];
        trace?: never;
    };
    "/sellers/subseller/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Ativar ou desativar
         * @description Um sub-vendedor desativado não pode ser vinculado a novos links de pagamento; o cadastro da conta não muda.
         */
        patch: operations["setSubSellerActive"];
        trace?: never;
    };
    "/sellers/subseller/{id}/split": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar a conta bancária ao provedor de split (ativar o cadastro)
         * @description Aceita para processamento (202): `splitStatus` vai a PENDING e, cerca de 5 minutos depois pelo
         *     relógio do sandbox (`/_sandbox/clock`), a ACTIVE, ou a FAILED quando o número da conta é 99999
         *     (a conta que o sandbox sempre recusa, em qualquer banco e agência). Vale a partir de INACTIVE ou
         *     FAILED; em PENDING ou ACTIVE responde 409 (SPLIT_PENDING, SPLIT_ACTIVE).
         */
        post: operations["registerSubSellerSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cobranças do seller, por vencimento
         * @description Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CHARGES; só as cobranças do seller
         *     do usuário. Nome, CPF/CNPJ, e-mail e título procuram pelo começo do texto (sem diferença de
         *     maiúsculas e acentos; o documento sem pontuação); o link de pagamento, pelo ID exato. Uma
         *     cobrança SCHEDULED com vencimento antes de hoje (relógio do sandbox) responde LATE. Data inicial
         *     sem final responde 400 'Por Favor, selecione uma data final.'. `chargeFilterConfig=SCHEDULED`
         *     lista só as cobranças futuras a receber.
         */
        get: operations["listCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recebíveis do período (lista do dashboard)
         * @description Para os papéis do dashboard (SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_DASHBOARD).
         *     Pagas no período (pela data de pagamento) e a receber ou em atraso com vencimento no período,
         *     mais recentes primeiro; até `size` (a tela pede 1000).
         */
        get: operations["listDashboardCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        /**
         * Detalhe da cobrança
         * @description Cobrança de outro seller responde 404, como uma que não existe.
         */
        get: operations["getCharge"];
        put?: never;
        post?: never;
        /**
         * Excluir cobrança
         * @description Só SCHEDULED, LATE ou FAILED e sem antecipação ativa (409 nos outros casos). A cobrança fica
         *     CANCELED, com o histórico guardado.
         */
        delete: operations["deleteCharge"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{id}/manual-pay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar para paga (irreversível)
         * @description Para cobranças que não estejam PAID, PAID_MANUALLY, REFUND, CANCELED, DISPUTE ou CHARGEBACK e
         *     sem antecipação ativa (409 nos outros casos). A cobrança fica PAID_MANUALLY, paga hoje; nenhum
         *     dinheiro passa pelo gateway, então o extrato não muda.
         */
        patch: operations["payChargeManually"];
        trace?: never;
    };
    "/charges/{id}/split": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        /** Split da cobrança entre sub-sellers */
        get: operations["getChargeSplit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{id}/refunds/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        /**
         * A cobrança pode ser estornada?
         * @description Elegível: PAID, cartão ou Pix, não 'Venda Física', com valor disponível (valor menos estornos
         *     que não falharam). Cartão pago em dia anterior só estorna o total (`partialAllowed` false). Com
         *     `refundAmount`, o valor também precisa ser maior que zero e até o disponível.
         */
        get: operations["getRefundEligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Estornar cobrança (parcial ou total)
         * @description As regras da elegibilidade; fora delas, 400 com `code` 'Não é possível estornar essa transação'
         *     e o motivo em `description`. Dois estornos simultâneos da mesma cobrança nunca passam do valor
         *     pago. No sandbox o estorno liquida na hora (linha CREDIT_REVERSAL no extrato); sem saldo a
         *     estornar, a cobrança fica REFUND.
         */
        post: operations["refundCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeems/statement/charge/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        /**
         * Recebíveis da cobrança (linhas do extrato)
         * @description Só para SELLER_FINANCES. Créditos positivos; estornos e chargebacks negativos.
         */
        get: operations["getChargeStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Gráfico e métricas do dashboard
         * @description Para os papéis do dashboard. Por dia do período: Recebido (pagas, pela data de pagamento), Em
         *     atraso e A receber (SCHEDULED pelo vencimento, separadas pelo relógio do sandbox), somados no
         *     banco. `defaultRate` em %, `timeSaved` em minutos (3 por cobrança paga), `newBuyerQty` os
         *     clientes cadastrados no período; `firstChargeDate` é o menor vencimento do seller (a data mínima
         *     dos seletores). Período de até 366 dias.
         */
        get: operations["getSellerDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Formato único de erro de todos os gateways. */
        Errors: {
            errors: components["schemas"]["ErrorItem"][];
            /** @description Resumo legível do primeiro erro. */
            message?: string;
        };
        ErrorItem: {
            code: string;
            description: string;
        };
        CustomerDocument: {
            /** @description Sem pontuação; CNPJ pode ser alfanumérico (maiúsculas). */
            documentNumber: string;
            /**
             * @description OTHER para documento estrangeiro (nação diferente de BR).
             * @enum {string}
             */
            documentType: "CPF" | "CNPJ" | "OTHER";
            /** @description País do documento, ISO 3166-1 alfa-2. */
            documentNation: string;
        };
        CustomerSummary: {
            /**
             * Format: uuid
             * @description O identificador do cliente (o uuidSellerClient dos links).
             */
            id: string;
            name: string;
            fantasyName: string | null;
            document: components["schemas"]["CustomerDocument"];
            email: string;
            /** @description DDI, só dígitos (55 no Brasil). */
            countryCode: string;
            /** @description Só dígitos, sem o DDI. */
            phone: string;
        };
        CustomerPage: {
            content: components["schemas"]["CustomerSummary"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        CustomerAddress: {
            /** @description CEP no formato 99999-999 quando o país é BR. */
            zipCode: string;
            street: string;
            number: string;
            complement: string | null;
            district: string;
            city: string;
            /** @description Sigla em maiúsculas. */
            state: string;
            /** @description ISO 3166-1 alfa-2, em maiúsculas. */
            country: string;
        };
        Customer: {
            /** Format: uuid */
            id: string;
            name: string;
            fantasyName: string | null;
            document: components["schemas"]["CustomerDocument"];
            email: string;
            /** @description E-mail financeiro. */
            alternativeEmail: string | null;
            countryCode: string;
            phone: string;
            address: components["schemas"]["CustomerAddress"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        CustomerDocumentInput: {
            /** @description Com ou sem pontuação. */
            documentNumber: string;
            /**
             * @description Opcional; o sandbox deduz pelo número e pela nação.
             * @enum {string}
             */
            documentType?: "CPF" | "CNPJ" | "OTHER";
            /** @description ISO 3166-1 alfa-2; BR exige CPF ou CNPJ. */
            documentNation: string;
        };
        CustomerAddressInput: {
            zipCode: string;
            street: string;
            number: string;
            complement?: string | null;
            district: string;
            city: string;
            state: string;
            country: string;
        };
        CustomerCreateRequest: {
            name: string;
            fantasyName?: string | null;
            document: components["schemas"]["CustomerDocumentInput"];
            email: string;
            /** @description E-mail financeiro. */
            alternativeEmail?: string | null;
            /** @description DDI, com ou sem +. */
            countryCode: string;
            /** @description Com ou sem máscara. */
            phone: string;
            /**
             * @description Usar o endereço do seller.
             * @default false
             */
            useSellerAddress: boolean;
            address?: components["schemas"]["CustomerAddressInput"];
        };
        CustomerUpdateRequest: {
            document: components["schemas"]["CustomerDocumentInput"];
            name: string;
            fantasyName?: string | null;
            email: string;
            alternativeEmail?: string | null;
            countryCode: string;
            phone: string;
        };
        /**
         * @description Cadastro da conta bancária no provedor de split: INACTIVE (não enviado, ou a reenviar depois de
         *     mudar os dados bancários), PENDING (enviado; cerca de 5 minutos), ACTIVE (validado), FAILED
         *     (recusado; revisar os dados e reenviar).
         * @enum {string}
         */
        SplitStatus: "INACTIVE" | "PENDING" | "ACTIVE" | "FAILED";
        /**
         * @description Divisão de valores padrão em percentual do valor ou em reais fixos.
         * @enum {string}
         */
        SubSellerPaymentType: "PERCENTAGE" | "FIXED";
        SubSellerSummary: {
            id: number;
            name: string;
            /** @enum {string} */
            documentType: "CPF" | "CNPJ";
            /** @description Sem pontuação; CNPJ pode ser alfanumérico. */
            document: string;
            /** @description Falso quando o seller desativou o sub-vendedor. */
            isActive: boolean;
            splitStatus: components["schemas"]["SplitStatus"];
            paymentType: components["schemas"]["SubSellerPaymentType"];
            /** @description Percentual (10.5 = 10,5%) ou reais (12.34), com até 2 casas. */
            paymentValue: number;
        };
        SubSellerPage: {
            content: components["schemas"]["SubSellerSummary"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        SubSellerAddress: {
            /** @description CEP 99999-999. */
            zipCode: string;
            street: string;
            number: string;
            complement: string | null;
            district: string;
            city: string;
            /** @description Sigla em maiúsculas. */
            state: string;
            /** @description ISO 3166-1 alfa-2. */
            country: string;
        };
        SubSellerBankAccount: {
            /** @description Código COMPE do banco (3 dígitos). */
            bank: string;
            /** @description Agência. */
            issuer: string;
            /** @description Dígito da agência. */
            issuerDigit: string;
            /** @description Número da conta. */
            number: string;
            /** @description Dígito da conta. */
            bankDigit: string;
            /** @enum {string} */
            accountType: "CHECKING_ACCOUNT" | "SAVINGS_ACCOUNT";
        };
        SubSellerAccount: {
            account: components["schemas"]["SubSellerBankAccount"];
            /** @enum {string} */
            pixKeyType: "DOCUMENT" | "ALLEATORY_KEY" | "EMAIL" | "PHONE";
            /** @description Como o DICT registra: CPF/CNPJ sem pontuação, e-mail e chave aleatória em minúsculas, celular '+55…'. */
            pixKey: string;
        };
        /**
         * @example {
         *       "id": 2,
         *       "name": "Padaria Pão Quente Ltda",
         *       "documentType": "CNPJ",
         *       "document": "60748291000122",
         *       "isActive": true,
         *       "splitStatus": "PENDING",
         *       "paymentType": "FIXED",
         *       "paymentValue": 5,
         *       "description": "Padaria e confeitaria artesanal.",
         *       "openingDate": "2012-08-01",
         *       "address": {
         *         "zipCode": "80010-000",
         *         "street": "Rua XV de Novembro",
         *         "number": "800",
         *         "complement": null,
         *         "district": "Centro",
         *         "city": "Curitiba",
         *         "state": "PR",
         *         "country": "BR"
         *       },
         *       "account": {
         *         "account": {
         *           "bank": "001",
         *           "issuer": "3021",
         *           "issuerDigit": "5",
         *           "number": "445566",
         *           "bankDigit": "7",
         *           "accountType": "CHECKING_ACCOUNT"
         *         },
         *         "pixKeyType": "DOCUMENT",
         *         "pixKey": "60748291000122"
         *       },
         *       "contact": {
         *         "name": "Paulo Henrique Moreira",
         *         "email": "financeiro@paoquente.com.br",
         *         "phone": "41991234567",
         *         "alternativeEmail": null
         *       },
         *       "owner": {
         *         "ownerName": "Paulo Henrique Moreira",
         *         "ownerDocument": "11144477735",
         *         "birthdate": "1975-11-30"
         *       },
         *       "createdAt": "2026-11-20T14:30:00Z",
         *       "updatedAt": "2026-11-20T14:31:00Z"
         *     }
         */
        SubSeller: {
            id: number;
            name: string;
            /** @enum {string} */
            documentType: "CPF" | "CNPJ";
            document: string;
            isActive: boolean;
            splitStatus: components["schemas"]["SplitStatus"];
            paymentType: components["schemas"]["SubSellerPaymentType"];
            paymentValue: number;
            /** @description Descrição do negócio (obrigatória para CNPJ). */
            description: string | null;
            /**
             * Format: date
             * @description Data de abertura da empresa (só CNPJ).
             */
            openingDate: string | null;
            address: components["schemas"]["SubSellerAddress"];
            account: components["schemas"]["SubSellerAccount"];
            contact: {
                /** @description O responsável (CNPJ) ou o próprio sub-vendedor (CPF). */
                name: string;
                email: string;
                /** @description Celular com DDD, só dígitos. */
                phone: string;
                alternativeEmail: string | null;
            };
            owner: {
                /** @description Responsável pela empresa (só CNPJ). */
                ownerName: string | null;
                /** @description CPF do responsável (só CNPJ). */
                ownerDocument: string | null;
                /**
                 * Format: date
                 * @description Nascimento do sub-vendedor (CPF) ou do responsável (CNPJ).
                 */
                birthdate: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        SubSellerAddressInput: {
            /** @description Com ou sem hífen. */
            zipCode: string;
            street: string;
            number: string;
            complement?: string | null;
            district: string;
            city: string;
            state: string;
            country: string;
        };
        SubSellerAccountInput: {
            account: {
                bank: string;
                issuer: string;
                issuerDigit: string;
                number: string;
                bankDigit: string;
                /** @enum {string} */
                accountType: "CHECKING_ACCOUNT" | "SAVINGS_ACCOUNT";
            };
            /** @enum {string} */
            pixKeyType: "DOCUMENT" | "ALLEATORY_KEY" | "EMAIL" | "PHONE";
            /** @description Com ou sem máscara. */
            pixKey: string;
        };
        SubSellerContactInput: {
            email: string;
            /** @description Celular com DDD, com ou sem máscara. */
            phone: string;
            alternativeEmail?: string | null;
        };
        SubSellerGeneralRequest: {
            name: string;
            paymentType: components["schemas"]["SubSellerPaymentType"];
            /** @description Percentual até 100, ou reais até 999999.99; maior que zero, até 2 casas. */
            paymentValue: number;
            /** @description Obrigatória para CNPJ; até 300 caracteres. */
            description?: string | null;
            /**
             * Format: date
             * @description Obrigatória para CNPJ; ignorada para CPF.
             */
            openingDate?: string | null;
            owner: {
                /** @description Obrigatório para CNPJ; ignorado para CPF. */
                ownerName?: string | null;
                /** @description CPF do responsável, opcional; ignorado para CPF. */
                ownerDocument?: string | null;
                /** Format: date */
                birthdate: string;
            };
        };
        SubSellerCreateRequest: {
            /** @description CPF ou CNPJ, com ou sem pontuação. */
            document: string;
            name: string;
            paymentType: components["schemas"]["SubSellerPaymentType"];
            paymentValue: number;
            description?: string | null;
            /** Format: date */
            openingDate?: string | null;
            owner: {
                ownerName?: string | null;
                ownerDocument?: string | null;
                /** Format: date */
                birthdate: string;
            };
            address: components["schemas"]["SubSellerAddressInput"];
            account: components["schemas"]["SubSellerAccountInput"];
            contact: components["schemas"]["SubSellerContactInput"];
        };
        /** @enum {string} */
        ChargePaymentMethod: "CREDIT_CARD" | "BOLETO" | "PIX";
        /**
         * @description LATE é uma SCHEDULED vencida (pelo relógio do sandbox); ABANDONNED escrito assim pela API.
         * @enum {string}
         */
        ChargeStatus: "SCHEDULED" | "LATE" | "PAID" | "PAID_MANUALLY" | "REFUND" | "CANCELED" | "FAILED" | "DISPUTE" | "CHARGEBACK" | "ABANDONNED" | "PRE_AUTHORIZED";
        /** @enum {string} */
        ChargeOrigin: "PAYMENT_LINK" | "SUBSCRIPTION" | "FAST_LINK" | "POS";
        ChargeSummary: {
            /** Format: uuid */
            uuid: string;
            title: string;
            customerName: string;
            /** @description Só dígitos. */
            customerDocument: string;
            customerEmail: string;
            status: components["schemas"]["ChargeStatus"];
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            installments: number;
            /** Format: date */
            expirationDate: string;
            /** Format: date */
            paidDate: string | null;
            /** @description Em reais. */
            value: number;
            /** @description Valor dividido pelas parcelas, em reais. */
            valuePerMonth: number;
            /** @description ID do link de pagamento de origem. */
            paymentLink: string | null;
            origin: components["schemas"]["ChargeOrigin"];
        };
        ChargePage: {
            content: components["schemas"]["ChargeSummary"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        ChargeAttempt: {
            /** Format: uuid */
            uuid: string;
            /** @enum {string} */
            status: "PAID" | "FAILED" | "PROCESSING";
            /** Format: date */
            expirationDate: string;
            /** Format: date-time */
            createdAt: string;
            value: number;
            /** Format: date-time */
            errorTimestamp: string | null;
            /** @description JSON da adquirente: `{ "errors": [{ "codeReason", "message" }] }`. */
            errorTransactionalResponse: string | null;
        };
        ChargeRefund: {
            /** Format: uuid */
            uuid: string;
            amount: number;
            /** @enum {string} */
            status: "PROCESSING" | "REFUNDED" | "FAILED";
            /** @enum {string} */
            channel: "ONLINE" | "POS" | "CHARGEBACK_REQUEST";
            /** Format: date-time */
            createdAt: string;
        };
        Charge: {
            /** Format: uuid */
            uuid: string;
            title: string;
            /** Format: uuid */
            customerId: string | null;
            customerName: string;
            customerDocument: string;
            customerEmail: string;
            customerPhone: string | null;
            countryCode: string;
            status: components["schemas"]["ChargeStatus"];
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            installments: number;
            /** Format: date */
            expirationDate: string;
            /** Format: date */
            paidDate: string | null;
            value: number;
            interestAmount: number;
            origin: components["schemas"]["ChargeOrigin"];
            paymentLink: string | null;
            /** Format: uuid */
            subscriptionId: string | null;
            /** @description 'Venda Física' (maquininha): estorno pelo POS. */
            physicalSale: boolean;
            /** @description Antecipação ativa (bloqueia excluir e alterar para paga). */
            anticipated: boolean;
            /** Format: date */
            chargebackDeadline: string | null;
            cnpjSeller: string;
            boleto: {
                /** @description 44 dígitos. */
                barcode: string;
                /** @description 47 dígitos. */
                linhaDigitavel: string;
            } | null;
            pix: {
                /** @description Pix copia e cola (BR Code com CRC16). */
                brCode: string;
            } | null;
            cardResponse: {
                last4digits: string;
                brand: string;
                cardHolderName: string;
            } | null;
            chargesTries: components["schemas"]["ChargeAttempt"][];
            refunds: components["schemas"]["ChargeRefund"][];
            /** @description Valor menos estornos que não falharam. */
            availableRefundAmount: number;
            history: {
                description: string;
                userEmail: string | null;
                /** Format: date-time */
                createdAt: string;
            }[];
        };
        ChargeSplitLine: {
            /** Format: uuid */
            idSplit: string;
            /** Format: date */
            executionDate: string;
            subSellerName: string;
            providerType: string;
            amount: number;
        };
        ChargeStatementLine: {
            /** Format: uuid */
            uuid: string;
            /** @enum {string} */
            statementType: "CREDIT" | "CREDIT_ANTICIPATED" | "CREDIT_REVERSAL";
            /** @description Negativo nos estornos e chargebacks. */
            amount: number;
            /** Format: date */
            executionDate: string;
            description: string;
            creditOperation: string;
        };
        RefundEligibility: {
            data: {
                isEligible: boolean;
                availableAmount: number;
                partialAllowed: boolean;
                reason: string | null;
            };
        };
        ChargeRefundResult: {
            /** Format: uuid */
            uuid: string;
            amount: number;
            /** @enum {string} */
            status: "REFUNDED";
            /** @description O que ainda pode ser estornado. */
            availableAmount: number;
        };
        DashboardChargeList: {
            content: {
                /** Format: uuid */
                uuid: string;
                buyerName: string;
                /** Format: date */
                paidDate: string | null;
                /** Format: date */
                expirationDate: string;
                amount: number;
                /** @enum {string} */
                status: "PAID" | "LATE" | "SCHEDULED";
            }[];
            size: number;
        };
        SellerDashboard: {
            period: {
                /** Format: date */
                startDate: string;
                /** Format: date */
                endDate: string;
            };
            lines: {
                /** Format: date */
                date: string;
                paidAmount: number;
                lateAmount: number;
                scheduledAmount: number;
            }[];
            metrics: {
                paidAmount: number;
                lateAmount: number;
                scheduledAmount: number;
                /** @description Percentual com duas casas. */
                defaultRate: number;
                /** @description Minutos. */
                timeSaved: number;
                newBuyerQty: number;
            };
            /** Format: date */
            firstChargeDate: string | null;
        };
    };
    responses: {
        /** @description O status da cobrança não permite a operação. */
        ChargeStatusConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "CHARGE_STATUS",
                 *           "description": "Esta cobrança não pode ser alterada para paga."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Entrada inválida. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "VALIDATION",
                 *           "description": "Documento: Inclua um CNPJ ou CPF válido"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Sem token válido. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "UNAUTHORIZED",
                 *           "description": "Sessão expirada ou inválida."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description O usuário não tem o papel exigido. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "FORBIDDEN",
                 *           "description": "Você não tem permissão para esta operação."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Não encontrado (também quando o registro é de outro seller). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "NOT_FOUND",
                 *           "description": "Registro não encontrado."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description A mesma Idempotency-Key já foi usada com outro conteúdo. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "IDEMPOTENCY_CONFLICT",
                 *           "description": "Chave de idempotência já usada com outro conteúdo."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Erro inesperado. */
        ServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "BAR-9999",
                 *           "description": "Erro interno."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
    };
    parameters: {
        /**
         * @description O uuid da cobrança.
         * @example c0000000-0000-4000-8000-000100000001
         */
        ChargeId: string;
        /**
         * @description UUID único por operação. Repetir a mesma chave com o mesmo corpo devolve a primeira
         *     resposta sem executar de novo; com outro corpo, 409.
         * @example 5b0e7a8c-3f1d-4e2a-9c6b-7d8e9f0a1b2c
         */
        IdempotencyKey: string;
        /**
         * @description Página, a partir de 0.
         * @example 0
         */
        Page: number;
        /**
         * @description Itens por página; até 10000 (abas do cliente e importação de recorrências).
         * @example 20
         */
        Size: number;
        /**
         * @description O id do sub-vendedor.
         * @example 2
         */
        SubSellerId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listCustomers: {
        parameters: {
            query?: {
                /**
                 * @description Trecho do nome ou do nome fantasia.
                 * @example maria
                 */
                name?: string;
                /**
                 * @description Trecho do CPF ou CNPJ, com ou sem pontuação.
                 * @example 123.456
                 */
                document?: string;
                /**
                 * @description Trecho do e-mail.
                 * @example @gmail.com
                 */
                email?: string;
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Itens por página; até 10000 (abas do cliente e importação de recorrências).
                 * @example 20
                 */
                size?: components["parameters"]["Size"];
                /** @example name,ASC */
                sort?: "name,ASC" | "name,DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de clientes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *           "name": "Ana Beatriz Carvalho",
                     *           "fantasyName": null,
                     *           "document": {
                     *             "documentNumber": "52998224725",
                     *             "documentType": "CPF",
                     *             "documentNation": "BR"
                     *           },
                     *           "email": "ana.carvalho@gmail.com",
                     *           "countryCode": "55",
                     *           "phone": "11987654321"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UUID único por operação. Repetir a mesma chave com o mesmo corpo devolve a primeira
                 *     resposta sem executar de novo; com outro corpo, 409.
                 * @example 5b0e7a8c-3f1d-4e2a-9c6b-7d8e9f0a1b2c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Padaria Pão Dourado Ltda",
                 *       "fantasyName": "Pão Dourado",
                 *       "document": {
                 *         "documentNumber": "11.444.777/0001-61",
                 *         "documentNation": "BR"
                 *       },
                 *       "email": "financeiro@paodourado.com.br",
                 *       "alternativeEmail": null,
                 *       "countryCode": "55",
                 *       "phone": "(11) 3214-5678",
                 *       "useSellerAddress": false,
                 *       "address": {
                 *         "zipCode": "01310-100",
                 *         "street": "Avenida Paulista",
                 *         "number": "1578",
                 *         "complement": "Loja 2",
                 *         "district": "Bela Vista",
                 *         "city": "São Paulo",
                 *         "state": "SP",
                 *         "country": "BR"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CustomerCreateRequest"];
            };
        };
        responses: {
            /** @description Cliente cadastrado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *       "name": "Padaria Pão Dourado Ltda",
                     *       "fantasyName": "Pão Dourado",
                     *       "document": {
                     *         "documentNumber": "11444777000161",
                     *         "documentType": "CNPJ",
                     *         "documentNation": "BR"
                     *       },
                     *       "email": "financeiro@paodourado.com.br",
                     *       "alternativeEmail": null,
                     *       "countryCode": "55",
                     *       "phone": "1132145678",
                     *       "address": {
                     *         "zipCode": "01310-100",
                     *         "street": "Avenida Paulista",
                     *         "number": "1578",
                     *         "complement": "Loja 2",
                     *         "district": "Bela Vista",
                     *         "city": "São Paulo",
                     *         "state": "SP",
                     *         "country": "BR"
                     *       },
                     *       "createdAt": "2026-11-20T14:30:00Z",
                     *       "updatedAt": "2026-11-20T14:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O cliente. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *       "name": "Padaria Pão Dourado Ltda",
                     *       "fantasyName": "Pão Dourado",
                     *       "document": {
                     *         "documentNumber": "11444777000161",
                     *         "documentType": "CNPJ",
                     *         "documentNation": "BR"
                     *       },
                     *       "email": "financeiro@paodourado.com.br",
                     *       "alternativeEmail": null,
                     *       "countryCode": "55",
                     *       "phone": "1132145678",
                     *       "address": {
                     *         "zipCode": "01310-100",
                     *         "street": "Avenida Paulista",
                     *         "number": "1578",
                     *         "complement": "Loja 2",
                     *         "district": "Bela Vista",
                     *         "city": "São Paulo",
                     *         "state": "SP",
                     *         "country": "BR"
                     *       },
                     *       "createdAt": "2026-11-20T14:30:00Z",
                     *       "updatedAt": "2026-11-20T14:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document": {
                 *         "documentNumber": "11444777000161",
                 *         "documentNation": "BR"
                 *       },
                 *       "name": "Padaria Pão Dourado Ltda",
                 *       "fantasyName": "Pão Dourado",
                 *       "email": "financeiro@paodourado.com.br",
                 *       "alternativeEmail": "contas@paodourado.com.br",
                 *       "countryCode": "55",
                 *       "phone": "11998765432"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerUpdateRequest"];
            };
        };
        responses: {
            /** @description O cliente alterado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *       "name": "Padaria Pão Dourado Ltda",
                     *       "fantasyName": "Pão Dourado",
                     *       "document": {
                     *         "documentNumber": "11444777000161",
                     *         "documentType": "CNPJ",
                     *         "documentNation": "BR"
                     *       },
                     *       "email": "financeiro@paodourado.com.br",
                     *       "alternativeEmail": null,
                     *       "countryCode": "55",
                     *       "phone": "1132145678",
                     *       "address": {
                     *         "zipCode": "01310-100",
                     *         "street": "Avenida Paulista",
                     *         "number": "1578",
                     *         "complement": "Loja 2",
                     *         "district": "Bela Vista",
                     *         "city": "São Paulo",
                     *         "state": "SP",
                     *         "country": "BR"
                     *       },
                     *       "createdAt": "2026-11-20T14:30:00Z",
                     *       "updatedAt": "2026-11-20T14:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCustomerAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "zipCode": "20040-020",
                 *       "street": "Praça Floriano",
                 *       "number": "51",
                 *       "complement": null,
                 *       "district": "Centro",
                 *       "city": "Rio de Janeiro",
                 *       "state": "rj",
                 *       "country": "BR"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerAddressInput"];
            };
        };
        responses: {
            /** @description O cliente com o endereço novo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *       "name": "Padaria Pão Dourado Ltda",
                     *       "fantasyName": "Pão Dourado",
                     *       "document": {
                     *         "documentNumber": "11444777000161",
                     *         "documentType": "CNPJ",
                     *         "documentNation": "BR"
                     *       },
                     *       "email": "financeiro@paodourado.com.br",
                     *       "alternativeEmail": null,
                     *       "countryCode": "55",
                     *       "phone": "1132145678",
                     *       "address": {
                     *         "zipCode": "01310-100",
                     *         "street": "Avenida Paulista",
                     *         "number": "1578",
                     *         "complement": "Loja 2",
                     *         "district": "Bela Vista",
                     *         "city": "São Paulo",
                     *         "state": "SP",
                     *         "country": "BR"
                     *       },
                     *       "createdAt": "2026-11-20T14:30:00Z",
                     *       "updatedAt": "2026-11-20T14:30:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    listSubSellers: {
        parameters: {
            query?: {
                /**
                 * @description Trecho do nome, do CPF ou do CNPJ.
                 * @example mariana
                 */
                filter?: string;
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Itens por página; até 10000 (abas do cliente e importação de recorrências).
                 * @example 20
                 */
                size?: components["parameters"]["Size"];
                /** @example name,ASC */
                sort?: "name,ASC" | "name,DESC" | "createdAt,DESC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de sub-vendedores. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 1,
                     *           "name": "Mariana Costa Ribeiro",
                     *           "documentType": "CPF",
                     *           "document": "52998224725",
                     *           "isActive": true,
                     *           "splitStatus": "ACTIVE",
                     *           "paymentType": "PERCENTAGE",
                     *           "paymentValue": 10
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["SubSellerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createSubSeller: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UUID único por operação. Repetir a mesma chave com o mesmo corpo devolve a primeira
                 *     resposta sem executar de novo; com outro corpo, 409.
                 * @example 5b0e7a8c-3f1d-4e2a-9c6b-7d8e9f0a1b2c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document": "529.982.247-25",
                 *       "name": "Mariana Costa Ribeiro",
                 *       "paymentType": "PERCENTAGE",
                 *       "paymentValue": 10,
                 *       "description": null,
                 *       "openingDate": null,
                 *       "owner": {
                 *         "ownerName": null,
                 *         "ownerDocument": null,
                 *         "birthdate": "1988-04-12"
                 *       },
                 *       "address": {
                 *         "zipCode": "01310-100",
                 *         "street": "Avenida Paulista",
                 *         "number": "1578",
                 *         "complement": "Conjunto 12",
                 *         "district": "Bela Vista",
                 *         "city": "São Paulo",
                 *         "state": "SP",
                 *         "country": "BR"
                 *       },
                 *       "account": {
                 *         "account": {
                 *           "bank": "341",
                 *           "issuer": "1234",
                 *           "issuerDigit": "0",
                 *           "number": "567890",
                 *           "bankDigit": "1",
                 *           "accountType": "CHECKING_ACCOUNT"
                 *         },
                 *         "pixKeyType": "EMAIL",
                 *         "pixKey": "mariana.ribeiro@exemplo.com.br"
                 *       },
                 *       "contact": {
                 *         "email": "mariana.ribeiro@exemplo.com.br",
                 *         "phone": "(11) 98765-4321",
                 *         "alternativeEmail": null
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SubSellerCreateRequest"];
            };
        };
        responses: {
            /** @description Sub-vendedor cadastrado, ainda sem a conta enviada ao provedor. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubSeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O sub-vendedor. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubSeller: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Padaria Pão Quente Ltda",
                 *       "paymentType": "FIXED",
                 *       "paymentValue": 7.5,
                 *       "description": "Padaria e confeitaria artesanal.",
                 *       "openingDate": "2012-08-01",
                 *       "owner": {
                 *         "ownerName": "Paulo Henrique Moreira",
                 *         "ownerDocument": "111.444.777-35",
                 *         "birthdate": "1975-11-30"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SubSellerGeneralRequest"];
            };
        };
        responses: {
            /** @description O sub-vendedor alterado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubSellerAddress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "zipCode": "80010-000",
                 *       "street": "Rua XV de Novembro",
                 *       "number": "800",
                 *       "complement": null,
                 *       "district": "Centro",
                 *       "city": "Curitiba",
                 *       "state": "PR",
                 *       "country": "BR"
                 *     }
                 */
                "application/json": components["schemas"]["SubSellerAddressInput"];
            };
        };
        responses: {
            /** @description O sub-vendedor com o endereço novo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubSellerAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": {
                 *         "bank": "001",
                 *         "issuer": "3021",
                 *         "issuerDigit": "5",
                 *         "number": "445566",
                 *         "bankDigit": "7",
                 *         "accountType": "CHECKING_ACCOUNT"
                 *       },
                 *       "pixKeyType": "DOCUMENT",
                 *       "pixKey": "60.748.291/0001-22"
                 *     }
                 */
                "application/json": components["schemas"]["SubSellerAccountInput"];
            };
        };
        responses: {
            /** @description O sub-vendedor com os dados bancários novos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubSellerContacts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "financeiro@paoquente.com.br",
                 *       "phone": "41991234567",
                 *       "alternativeEmail": "paulo@paoquente.com.br"
                 *     }
                 */
                "application/json": components["schemas"]["SubSellerContactInput"];
            };
        };
        responses: {
            /** @description O sub-vendedor com o contato novo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setSubSellerActive: {
        parameters: {
            query: {
                /** @example false */
                active: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O sub-vendedor com a nova situação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    registerSubSellerSplit: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UUID único por operação. Repetir a mesma chave com o mesmo corpo devolve a primeira
                 *     resposta sem executar de novo; com outro corpo, 409.
                 * @example 5b0e7a8c-3f1d-4e2a-9c6b-7d8e9f0a1b2c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description O id do sub-vendedor.
                 * @example 2
                 */
                id: components["parameters"]["SubSellerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cadastro em processamento. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubSeller"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description Cadastro já em processamento ou conta já validada; ou a mesma Idempotency-Key com outro conteúdo. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "SPLIT_PENDING",
                     *           "description": "O cadastro do sub-vendedor já está em processamento."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            500: components["responses"]["ServerError"];
        };
    };
    listCharges: {
        parameters: {
            query?: {
                /** @example ALL */
                chargeFilterConfig?: "ALL" | "SCHEDULED";
                /**
                 * @description PAID inclui as pagas manualmente; ABANDONED lista as ABANDONNED.
                 * @example LATE
                 */
                status?: "ALL" | "PAID" | "PRE_AUTHORIZED" | "SCHEDULED" | "LATE" | "CANCELED" | "ABANDONED" | "CHARGEBACK" | "FAILED";
                /** @example maria */
                customerName?: string;
                /** @example 529.982 */
                customerDocument?: string;
                /** @example maria. */
                customerEmail?: string;
                /** @example mensalidade */
                title?: string;
                /** @example PL000142 */
                paymentLink?: string;
                /** @example 2026-10-01 */
                expirationDateInitial?: string;
                /** @example 2026-10-31 */
                expirationDateFinal?: string;
                /** @example 2026-10-01 */
                paidDateInitial?: string;
                /** @example 2026-10-31 */
                paidDateFinal?: string;
                /**
                 * @description Em reais.
                 * @example 100
                 */
                valueMin?: number;
                /**
                 * @description Em reais.
                 * @example 250.5
                 */
                valueMax?: number;
                /** @example BOLETO */
                paymentMethod?: components["schemas"]["ChargePaymentMethod"];
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Itens por página (a tela usa 10).
                 * @example 10
                 */
                size?: number;
                /** @example expirationDate,DESC */
                sort?: "expirationDate,DESC" | "expirationDate,ASC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de cobranças. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "uuid": "c0000000-0000-4000-8000-000100000001",
                     *           "title": "Mensalidade Plano Essencial",
                     *           "customerName": "João Pereira",
                     *           "customerDocument": "52998224725",
                     *           "customerEmail": "joao.pereira@exemplo.com.br",
                     *           "status": "LATE",
                     *           "paymentMethod": "BOLETO",
                     *           "installments": 1,
                     *           "expirationDate": "2026-10-20",
                     *           "paidDate": null,
                     *           "value": 149.9,
                     *           "valuePerMonth": 149.9,
                     *           "paymentLink": "PL000142",
                     *           "origin": "PAYMENT_LINK"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10
                     *     }
                     */
                    "application/json": components["schemas"]["ChargePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listDashboardCharges: {
        parameters: {
            query: {
                /** @example 2026-11-01 */
                startDate: string;
                /** @example 2026-11-30 */
                endDate: string;
                /** @example ALL */
                status?: "ALL" | "PAID" | "LATE" | "SCHEDULED";
                /** @example 1000 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As cobranças do período. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "uuid": "c0000000-0000-4000-8000-000100000000",
                     *           "buyerName": "Maria Souza",
                     *           "paidDate": "2026-11-19",
                     *           "expirationDate": "2026-11-20",
                     *           "amount": 49.9,
                     *           "status": "PAID"
                     *         }
                     *       ],
                     *       "size": 1000
                     *     }
                     */
                    "application/json": components["schemas"]["DashboardChargeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A cobrança, com tentativas, estornos e histórico. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "c0000000-0000-4000-8000-000100000001",
                     *       "title": "Mensalidade Plano Essencial",
                     *       "customerId": null,
                     *       "customerName": "João Pereira",
                     *       "customerDocument": "52998224725",
                     *       "customerEmail": "joao.pereira@exemplo.com.br",
                     *       "customerPhone": "11987654321",
                     *       "countryCode": "55",
                     *       "status": "LATE",
                     *       "paymentMethod": "BOLETO",
                     *       "installments": 1,
                     *       "expirationDate": "2026-10-20",
                     *       "paidDate": null,
                     *       "value": 149.9,
                     *       "interestAmount": 0,
                     *       "origin": "PAYMENT_LINK",
                     *       "paymentLink": "PL000142",
                     *       "subscriptionId": null,
                     *       "physicalSale": false,
                     *       "anticipated": false,
                     *       "chargebackDeadline": null,
                     *       "cnpjSeller": "11222333000181",
                     *       "boleto": {
                     *         "barcode": "34191160500000149901234567890123456789012345",
                     *         "linhaDigitavel": "34191234546789012345767890123457116050000014990"
                     *       },
                     *       "pix": null,
                     *       "cardResponse": null,
                     *       "chargesTries": [],
                     *       "refunds": [],
                     *       "availableRefundAmount": 149.9,
                     *       "history": [
                     *         {
                     *           "description": "Cobrança criada",
                     *           "userEmail": null,
                     *           "createdAt": "2026-09-20T12:00:00Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Charge"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteCharge: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cobrança excluída. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ChargeStatusConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    payChargeManually: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuidCharge": "c0000000-0000-4000-8000-000100000001"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description O mesmo id do caminho.
                     */
                    uuidCharge: string;
                };
            };
        };
        responses: {
            /** @description A cobrança paga manualmente. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Charge"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ChargeStatusConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getChargeSplit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As linhas de split. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "idSplit": "0f6e2c1a-8b3d-4c5e-9f70-1a2b3c4d5e6f",
                     *           "executionDate": "2026-11-02",
                     *           "subSellerName": "Mariana Ribeiro",
                     *           "providerType": "PIX",
                     *           "amount": 14.99
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChargeSplitLine"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getRefundEligibility: {
        parameters: {
            query?: {
                /**
                 * @description Em reais.
                 * @example 50
                 */
                refundAmount?: number;
            };
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A resposta de elegibilidade. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "isEligible": true,
                     *         "availableAmount": 149.9,
                     *         "partialAllowed": true,
                     *         "reason": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["RefundEligibility"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    refundCharge: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description UUID único por operação. Repetir a mesma chave com o mesmo corpo devolve a primeira
                 *     resposta sem executar de novo; com outro corpo, 409.
                 * @example 5b0e7a8c-3f1d-4e2a-9c6b-7d8e9f0a1b2c
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 50
                 *     }
                 */
                "application/json": {
                    /** @description Em reais. */
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Estorno registrado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *       "amount": 50,
                     *       "status": "REFUNDED",
                     *       "availableAmount": 99.9
                     *     }
                     */
                    "application/json": components["schemas"]["ChargeRefundResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getChargeStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                id: components["parameters"]["ChargeId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As linhas do extrato da cobrança. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "uuid": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
                     *           "statementType": "CREDIT",
                     *           "amount": 147.41,
                     *           "executionDate": "2026-11-03",
                     *           "description": "Recebimento de boleto",
                     *           "creditOperation": "BOLETO"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChargeStatementLine"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getSellerDashboard: {
        parameters: {
            query: {
                /** @example 2026-11-15 */
                startDate: string;
                /** @example 2026-11-21 */
                endDate: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Linhas do gráfico e métricas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "period": {
                     *         "startDate": "2026-11-15",
                     *         "endDate": "2026-11-15"
                     *       },
                     *       "lines": [
                     *         {
                     *           "date": "2026-11-15",
                     *           "paidAmount": 1290.5,
                     *           "lateAmount": 149.9,
                     *           "scheduledAmount": 0
                     *         }
                     *       ],
                     *       "metrics": {
                     *         "paidAmount": 1290.5,
                     *         "lateAmount": 149.9,
                     *         "scheduledAmount": 0,
                     *         "defaultRate": 10.41,
                     *         "timeSaved": 21,
                     *         "newBuyerQty": 2
                     *       },
                     *       "firstChargeDate": "2025-11-21"
                     *     }
                     */
                    "application/json": components["schemas"]["SellerDashboard"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
}
