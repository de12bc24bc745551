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
         *     duas vezes no mesmo seller responde 409 (DUPLICATE_DOCUMENT). Nasce ativo, com `splitStatus`
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
        /**
         * Nova cobrança (sem link)
         * @description Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CHARGES. Um boleto, Pix ou cartão para
         *     um cliente do seller (`customerId`; de outro seller ou inexistente responde 400 'Cliente não
         *     encontrado.'), com vencimento de hoje (relógio do sandbox) a 365 dias, descrição (até 60
         *     caracteres, sem < e >) e valor em reais com até 2 casas, até 9.999.999,99. Parcelas só no cartão
         *     (1 a 21). O boleto copia a multa e os juros de atraso em vigor nas configurações do seller. A
         *     cobrança nasce SCHEDULED, com origem DIRECT, e é enviada ao cliente na hora pelos canais que o
         *     seller usa para esse meio em /notificacoes. No sandbox, o cartão é pago por uma tentativa em
         *     `/_sandbox/charges/{id}/card-attempt`; boleto e Pix, pela página de checkout ou
         *     `/_sandbox/charges/{id}/pay`.
         */
        post: operations["createCharge"];
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
         *     mais recentes primeiro (ou as mais antigas com `sort=date,ASC`); até `size` (a tela pede 1000).
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
    "/charges/{id}/reschedule": {
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
         * Prorrogar o boleto (segunda via)
         * @description Só boletos SCHEDULED ou LATE sem antecipação ativa (409 nos outros casos). Emite a segunda via com
         *     o novo vencimento (de hoje a 365 dias; fora disso, 400): novo código de barras e nova linha
         *     digitável, com o valor somado da multa e dos juros calculados do primeiro vencimento até o novo
         *     (`interestAmount`), ou sem eles com `waiveLateFees`. O boleto anterior deixa de ser pago (o banco
         *     do sandbox o recusa); se a segunda via também vencer, os juros seguem contando do primeiro
         *     vencimento e a multa não se repete. O histórico ganha uma linha, o cliente recebe a segunda via
         *     pelos canais de boleto que o seller usa em /notificacoes e os webhooks do seller, `charge.updated`.
         */
        post: operations["rescheduleCharge"];
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
         *     `refundAmount`, o valor também precisa ser maior que zero e até o disponível. Com
         *     view_disable_refund, ou sem view_seller_refund, nada é elegível (`reason` diz por quê).
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
         * @description As regras da elegibilidade e das features (view_disable_refund recusa; sem view_seller_refund,
         *     nenhuma cobrança usa este fluxo); fora delas, 400 com `code` 'Não é possível estornar essa transação'
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
    "/charges/{id}/refund": {
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
         * Solicitar estorno pelo fluxo antigo (chargeback)
         * @description Fluxo antigo, para sellers sem a feature view_seller_refund: cobrança de cartão PAID que não seja
         *     'Venda Física'. Sem `asFraud`, a cobrança é estornada na hora pelo valor disponível (REFUND). Com
         *     `asFraud` ('Possível fraude'), a cobrança fica DISPUTE em análise antifraude, com prazo de
         *     contestação de 5 dias corridos a partir da solicitação. Nos dois casos o seller recebe por e-mail
         *     as instruções do antifraude (caixa, prazo e documentos) e o histórico ganha uma linha.
         *     Recusado com 400 (`code` 'Não é possível estornar essa transação', motivo em `description`) com
         *     view_disable_refund, com view_seller_refund ativa (a conta usa POST /charges/{id}/refunds), para
         *     Pix ou boleto e para 'Venda Física'; 409 se a cobrança não estiver PAID.
         */
        patch: operations["requestChargeback"];
        trace?: never;
    };
    "/charges/{id}/pos/refunds": {
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
         * Tentativas de estorno na maquininha (Venda Física)
         * @description As tentativas, da mais recente para a mais antiga. No sandbox uma tentativa PROCESSING liquida
         *     10 minutos (relógio do sandbox) depois de pedida: fica REFUNDED, o extrato ganha a linha de
         *     estorno e, sem saldo, a cobrança fica REFUND.
         */
        get: operations["listPosRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Pedir o estorno na maquininha
         * @description Cobrança de cartão 'Venda Física' PAID, com a feature view_seller_refund_pos e sem
         *     view_disable_refund (senão 400 'Não é possível estornar essa transação' com o motivo). `value` em reais, maior que zero e até o
         *     disponível; `updated_by` é o e-mail de quem pede (o do usuário da sessão). Com uma tentativa
         *     ainda PROCESSING, 409. A tentativa nasce PROCESSING (202).
         */
        patch: operations["requestPosRefund"];
        trace?: never;
    };
    "/cartas/cancelamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gerar a carta de cancelamento de uma cobrança estornada
         * @description Só cobranças REFUND do seller. Devolve o endereço público (sem token; o id é impossível de
         *     adivinhar) de uma página HTML imprimível com os dados da cobrança e dos estornos. Cada pedido
         *     gera uma carta; com a mesma Idempotency-Key, a mesma carta.
         */
        post: operations["createCancellationLetter"];
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
    "/sellers/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saldo do seller (card de saldo do dashboard)
         * @description Para SELLER_FINANCES, SELLER_ADMIN, SELLER_BACKOFFICE ou SELLER_BALANCE_VISUALIZATION com a
         *     feature view_seller_finance; sem elas, 403. Somado no banco a partir das linhas de extrato das
         *     cobranças do seller (créditos das pagas, líquidos da taxa, menos estornos): `amount` (disponível)
         *     são as linhas com data de execução até hoje (relógio do sandbox), `provisionedAmount` (a liberar)
         *     as futuras, `totalAmount` a soma das duas. Em reais.
         */
        get: operations["getSellerBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Assinaturas (recorrências) do seller, mais recentes primeiro
         * @description Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_SUBSCRIPTIONS; só as assinaturas do
         *     seller do usuário. `customerName` procura em qualquer parte do nome ou do nome fantasia do cliente
         *     (sem diferença de maiúsculas e acentos); `customerDocument`, pelo começo do documento sem
         *     pontuação. O intervalo de vencimento filtra pelo próximo vencimento (`expirationDate`); data
         *     inicial sem final responde 400 'Por Favor, selecione uma data final.'. A aba do cliente pede
         *     `customerDocument` com `size=10000`.
         */
        get: operations["listSubscriptions"];
        put?: never;
        /**
         * Criar uma assinatura (a Importação de Recorrências)
         * @description O `POST /subscriptions` do §7 ('GET, POST /subscriptions'), cujo corpo é o da importação de §3
         *     ('Import subscription: path not shown'): é a chamada da tela 'Importação de Recorrências'. Cria
         *     uma assinatura ACTIVE de um cliente do seller num plano ativo do seller, por boleto (BANK_SLIP) ou
         *     Pix, com um método que o plano aceita. `basicValue.value` é o valor de cada período em reais (até
         *     R$ 9.999.999,99); `startDate` é o próximo vencimento (de hoje a 366 dias). As cobranças são
         *     emitidas pelo relógio do sandbox, como as das outras assinaturas: cada uma 15 dias antes do seu
         *     vencimento (a primeira logo, quando o vencimento já está nessa janela). Para SELLER_MASTER,
         *     SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_SUBSCRIPTIONS. Cartão não se cria por aqui: a assinatura
         *     por cartão nasce do checkout de um link de assinatura, onde o comprador digita o cartão.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Detalhe da assinatura, com as últimas cobranças
         * @description Assinatura de outro seller responde 404, como uma que não existe. `charges` traz as 12 cobranças
         *     mais recentes da assinatura (pelo vencimento); cada uma abre /cobrancas/{uuid}.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Editar a assinatura (plano, valor, descrição do boleto)
         * @description Só enquanto ACTIVE (409 nos outros status). `basicValueRequest.value` é o valor de cada período
         *     (em reais); `valuePerMonth`, quando enviado, deve ser o valor dividido pelos meses do período
         *     (arredondado ao centavo), senão 400. O plano deve ser um plano ativo do seller. As cobranças já
         *     emitidas mantêm o valor; as próximas seguem o novo valor e a nova periodicidade.
         */
        patch: operations["updateSubscription"];
        trace?: never;
    };
    "/subscriptions/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
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
         * Cancelar ou reativar a assinatura
         * @description Só enquanto ACTIVE, DEFAULTER ou PENDING, e nunca com antecipação ativa numa cobrança da assinatura
         *     (409 nos outros casos). `active: false` cancela: a assinatura fica INACTIVE com `cancelledDate` de
         *     hoje, sem próximo vencimento, e as cobranças ainda agendadas (SCHEDULED, vencendo hoje ou depois)
         *     ficam CANCELED. `active: true` reativa uma DEFAULTER ou PENDING: volta a ACTIVE e a cobrança segue
         *     do próximo vencimento que não passou. `active: true` numa ACTIVE não muda nada.
         */
        patch: operations["setSubscriptionStatus"];
        trace?: never;
    };
    "/subscriptions/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
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
         * Ligar ou desligar o envio automático de nota fiscal da assinatura
         * @description Em qualquer status. A tela mostra 'Ativo' ou 'Desativada'.
         */
        patch: operations["setSubscriptionInvoice"];
        trace?: never;
    };
    "/subscriptions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Importar uma recorrência (forma antiga de POST /subscriptions)
         * @deprecated
         * @description Obsoleta: use `POST /subscriptions`, o caminho que o §7 nomeia, com o mesmo corpo, as mesmas regras
         *     e a mesma resposta. Continua respondendo para os scripts que já a chamam.
         *
         *     Cria uma assinatura ACTIVE de um cliente do seller num plano ativo do seller, por boleto
         *     (BANK_SLIP) ou Pix, com o método aceito pelo plano. `basicValue.value` é o valor de cada período
         *     em reais; `startDate` é o próximo vencimento (de hoje a 366 dias). As cobranças são emitidas pelo
         *     relógio do sandbox, como as das outras assinaturas: cada uma 15 dias antes do seu vencimento (a
         *     primeira logo, quando o vencimento já está nessa janela).
         */
        post: operations["importSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Planos do seller, por título
         * @description Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_CHECKOUT (Meus planos),
         *     SELLER_SUBSCRIPTIONS (importação de recorrências) e SELLER_PAYMENT_LINK (link de assinatura), que
         *     escolhem planos; só os planos do seller. `title` procura em qualquer parte do título.
         */
        get: operations["listPlans"];
        put?: never;
        /**
         * Cadastrar plano
         * @description Para quem cuida de 'Meus planos' (SELLER_CHECKOUT e a equipe) e para quem importa recorrências
         *     ('Adicionar plano'). Os três valores (MONTHLY, SEMESTER, YEARLY) são obrigatórios; cada um traz o
         *     valor por mês digitado (`valuePerMonth`) e o valor do período (`value`), que deve ser 1, 6 e 12
         *     vezes o valor por mês, senão 400. Ao menos um método de pagamento. Título até 60, descrição até
         *     500, itens até 120 caracteres (no máximo 20 itens), descrição do boleto até 130 (§5: vai para as
         *     assinaturas do plano que não trazem a sua, na importação e no link de assinatura). O plano nasce
         *     ativo.
         */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do plano.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        /**
         * Detalhe do plano
         * @description Plano de outro seller responde 404, como um que não existe.
         */
        get: operations["getPlan"];
        /**
         * Editar plano
         * @description O corpo e as regras do cadastro. As assinaturas já feitas no plano mantêm o seu valor; só as
         *     novas seguem o plano editado.
         */
        put: operations["updatePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Ativar ou desativar plano
         * @description Um plano inativo sai da importação e dos links de assinatura novos; as assinaturas já feitas nele
         *     seguem como estão.
         */
        patch: operations["setPlanActive"];
        trace?: never;
    };
    "/checkouts/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O checkout do seller (Meu Checkout > Informações Gerais)
         * @description 404 quando o seller ainda não cadastrou o seu checkout.
         */
        get: operations["getDefaultCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cadastrar o checkout do seller
         * @description Um por seller (o segundo responde 409). Título obrigatório ('Título é um campo obrigatório!', até
         *     60), URL obrigatória ('Url é um campo obrigatório!': de 2 a 63 letras minúsculas, números ou
         *     hífens). Uma URL de outro checkout responde 409 'URL já em uso por outro checkout!'.
         */
        post: operations["createCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do checkout.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Editar o checkout do seller
         * @description As regras do cadastro. Mudar a URL muda o endereço público das cobranças e dos links do seller
         *     a partir de agora; a antiga fica livre para outro checkout.
         */
        put: operations["updateCheckout"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subdomains/{subDomain}/exists": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A URL (subdomínio) a verificar.
                 * @example loja-exemplo
                 */
                subDomain: string;
            };
            cookie?: never;
        };
        /**
         * Se a URL de checkout já está em uso
         * @description `exists` diz se algum checkout usa a URL; `isValid`, se o seller pode usá-la (bem formada e livre,
         *     ou já a do seu próprio checkout).
         */
        get: operations["checkSubdomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chaves de API do seller (Integração > Chaves API)
         * @description Para SELLER_CONFIG_INTEGRATION (o perfil Administrador); nunca por uma chave de API.
         *     As chaves do seller, mais novas primeiro, sem as excluídas. O segredo nunca volta: só o
         *     começo (`prefix`) para reconhecê-lo, e quando a chave foi usada pela última vez (`lastUsedAt`,
         *     com precisão de um minuto).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Criar chave de API
         * @description Título obrigatório ('Preenchimento obrigatório!', até 60 caracteres; a tela sugere 'Chave {n+1}').
         *     A chave nasce ativa. O segredo (`token`: `bk_test_` e 43 caracteres base64url de 32 bytes
         *     aleatórios) vem **só nesta resposta**: o gateway guarda apenas o seu SHA-256. Por isso a resposta
         *     não é guardada para repetição: a mesma `Idempotency-Key` não cria outra chave, responde 409
         *     IDEMPOTENCY_NOT_REPLAYED.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) da chave de API.
                 * @example a7e10000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Editar chave de API (título e situação)
         * @description As regras do cadastro para o título. `active: false` recusa a chave na hora (401 na próxima
         *     chamada); `true` a aceita de novo na hora. Chave de outro seller, ou excluída, responde 404.
         */
        put: operations["updateApiKey"];
        post?: never;
        /**
         * Excluir chave de API
         * @description A chave sai da lista e é recusada para sempre (401 'Chave de API excluída.'); não há como
         *     restaurá-la. Excluir de novo responde 404.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-tokens/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) da chave de API.
                 * @example a7e10000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["ApiKeyId"];
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
         * Ativar ou desativar chave de API
         * @description Desativada, a chave é recusada na próxima chamada (401 'Chave de API desativada.'); ativada de
         *     novo, volta a valer na hora, com o mesmo segredo.
         */
        patch: operations["setApiKeyActive"];
        trace?: never;
    };
    "/seller-notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * As configurações de notificação do seller
         * @description Para SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CONFIG_NOTIFICATION. Todo seller tem as suas desde que
         *     foi criado: nome do seller, o e-mail do seu primeiro usuário, todas ligadas, e-mails ligados e WhatsApp
         *     desligado. Cada
         *     interruptor traz o texto da mensagem que envia, com os marcadores que o envio preenche.
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-notifications/basic": {
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
         * Identificação do remetente e a chave geral
         * @description `name` obrigatório ('Preenchimento obrigatório!', até 100); `email` obrigatório e válido ('Digite um
         *     e-mail válido!'), para onde o cliente responde; `hiddenEmail` opcional e válido, recebe cópia oculta
         *     de cada e-mail enviado. `activeAllNotifications: false` suspende todo envio sem perder a escolha de
         *     cada interruptor.
         */
        patch: operations["updateNotificationIdentification"];
        trace?: never;
    };
    "/seller-notifications/active": {
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
         * Liga ou desliga um interruptor
         * @description Um `type` por chamada; o mesmo estado duas vezes não muda nada.
         */
        patch: operations["setNotificationActive"];
        trace?: never;
    };
    "/seller-notifications/migration/active": {
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
         * Liga ou desliga todos os interruptores de um canal (migração)
         * @description A migração de quem vinha do envio único para os interruptores por momento: põe todos os
         *     interruptores do canal (`EMAIL` ou `WHATSAPP`; sem canal, os dois) no estado pedido, de uma vez.
         *     Diferente da chave geral (`activeAllNotifications`), que suspende o envio e guarda as escolhas.
         */
        patch: operations["setEveryNotificationActive"];
        trace?: never;
    };
    "/seller-api-webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Webhooks do seller (Integração > Webhooks)
         * @description Para SELLER_CONFIG_INTEGRATION; nunca por uma chave de API. Os webhooks do seller, mais novos
         *     primeiro. O segredo nunca volta aqui: só na criação e na
         *     rotação.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Cadastrar webhook
         * @description Título obrigatório ('Preenchimento obrigatório!', até 60 caracteres); `url` http(s) ('Digite uma
         *     url válida!', até 2048 caracteres); ao menos um domínio ('Selecione ao menos um domínio.'). No
         *     sandbox a URL só pode apontar para o próprio computador (127.0.0.0/8, ::1, localhost) ou para um
         *     endereço que o operador liberou em `WEBHOOK_ALLOWED_HOSTS`; outro endereço responde 400. O webhook
         *     nasce ativo. O segredo (`secret`: `whsec_` e 32 bytes aleatórios em base64) vem **só nesta
         *     resposta**; por isso ela não é guardada para repetição (a mesma `Idempotency-Key` responde 409
         *     IDEMPOTENCY_NOT_REPLAYED, sem criar outro).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        /**
         * Editar webhook
         * @description As regras do cadastro, e `active`. O segredo não muda (veja a rotação). Webhook de outro seller
         *     responde 404.
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Excluir webhook
         * @description O webhook, suas entregas pendentes e suas tentativas deixam de existir. Excluir de novo responde 404.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-webhooks/{id}/active": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
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
         * Ativar ou desativar webhook
         * @description Desativado, o webhook não recebe eventos novos e suas entregas pendentes esperam (sem tentativas);
         *     ativado de novo, elas seguem enquanto estiverem dentro das 24 h de novas tentativas. Ativar limpa
         *     `disabledReason`.
         */
        patch: operations["setWebhookActive"];
        trace?: never;
    };
    "/seller-api-webhooks/{id}/secret/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trocar o segredo do webhook
         * @description Gera um segredo novo e o devolve **só nesta resposta** (nunca guardada para repetição). Por 24 h
         *     do relógio do sandbox (`previousSecretExpiresAt`) cada entrega leva duas assinaturas em
         *     `webhook-signature`, separadas por espaço: a do segredo novo e a do anterior, para o integrador
         *     trocar o seu sem perder eventos. Rodar de novo nesse prazo descarta o segredo mais antigo.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-webhooks/{id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /**
         * Tentativas de entrega do webhook
         * @description Cada tentativa, mais nova primeiro: o status HTTP que o receptor respondeu (null quando nada
         *     voltou), quanto demorou, até 1 KB da resposta, o erro de rede ou de tempo esgotado, e a situação
         *     da entrega a que pertence (com a próxima tentativa, quando houver).
         */
        get: operations["listWebhookAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller-api-webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
                /**
                 * @description O id da entrega (o cabeçalho `webhook-id`).
                 * @example msg_2Qm8dXk3v9Rr1fWbL0aTzY
                 */
                deliveryId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar uma entrega
         * @description Pede uma tentativa agora, fora do calendário de novas tentativas, com o mesmo `webhook-id` e o
         *     mesmo corpo (assinado de novo na hora). O agendador do sandbox a faz em seguida (em até um segundo,
         *     ou ao mover o relógio); o resultado aparece nas tentativas. Falhando, as novas tentativas seguem
         *     por 24 h a partir do reenvio. Uma entrega já recebida também pode ser reenviada (o integrador que
         *     perdeu o evento pede de novo); o receptor reconhece a repetição pelo `webhook-id`.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Eventos do seller (últimos 30 dias)
         * @description Todo evento que os webhooks do seller receberam ou receberiam nos últimos 30 dias do relógio do
         *     sandbox, mais novo primeiro, com o mesmo corpo que a entrega leva. É o que `balcao listen` lê
         *     para repassar eventos a quem o gateway não alcança. Um evento é registrado quando o seller tem
         *     ao menos um webhook ativo no domínio dele (Integração > Webhooks). Para SELLER_CONFIG_INTEGRATION
         *     e para chaves de API.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do evento (`evt_…`).
                 * @example evt_7hJt2nLw0cQk5sPz8vYb3X
                 */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar um evento a um webhook
         * @description Uma nova entrega do evento, com o mesmo corpo, a um webhook ativo do seller (mesmo a um que não
         *     assinava o domínio do evento, ou criado depois dele). O agendador a envia em seguida, assinada
         *     com o segredo desse webhook; o resultado aparece nas tentativas dele. Para
         *     SELLER_CONFIG_INTEGRATION e para chaves de API.
         */
        post: operations["replayEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/charge/{id}": {
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
         * Notas fiscais da cobrança
         * @description O `GET /{product}/invoices/charge/{id}` da especificação, com o produto `payment` (o próprio
         *     gateway). Para SELLER_CONFIG_NF, SELLER_MASTER, SELLER_ADMIN ou SELLER_BACKOFFICE. Mais antigas
         *     primeiro. No sandbox uma nota em SEND_INVOICE_SYSTEM é autorizada pela prefeitura 20 s depois da
         *     emissão (relógio do sandbox, `/_sandbox/clock`): a leitura seguinte já a traz AUTHORIZED, com
         *     número e os links do PDF e do XML.
         */
        get: operations["listChargeInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{id}/invoices": {
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
         * Emitir a nota fiscal (adiantar ou emitir novamente)
         * @description Com a configuração de nota fiscal do seller ativa, e sem nota AUTHORIZED ou SEND_INVOICE_SYSTEM
         *     na cobrança (409 INVOICE_EXISTS); cobrança cancelada, abandonada, estornada ou em chargeback não
         *     recebe nota (409 CHARGE_STATUS). A nota nasce SEND_INVOICE_SYSTEM, sem número nem links.
         */
        post: operations["emitChargeInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/charges/{id}/invoice-email": {
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
         * Enviar a nota fiscal por e-mail ao cliente da cobrança
         * @description Só uma nota AUTHORIZED da cobrança (409 INVOICE_STATUS nos outros casos); vai ao e-mail do cliente da cobrança, com os links do PDF e do XML.
         */
        post: operations["sendChargeInvoiceEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/invoices/{id}/company/{cnpj}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuidInvoice.
                 * @example 5d6e7f80-91a2-4b3c-8d4e-5f60718293a4
                 */
                id: string;
                /**
                 * @description O CNPJ do seller (`cnpjSeller` da cobrança), sem pontuação; alfanumérico desde 2026 (12 letras ou dígitos e 2 dígitos verificadores).
                 * @example 11222333000181
                 */
                cnpj: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Cancelar a nota fiscal
         * @description Só uma nota AUTHORIZED (409 INVOICE_STATUS nos outros casos); o CNPJ precisa ser o do seller (400). A nota fica CANCELED e a cobrança pode emitir outra.
         */
        delete: operations["cancelInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/invoice-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Configuração de nota fiscal do seller
         * @description `configured` false quando o seller nunca preencheu o formulário externo de configuração (a tela
         *     mostra o estado 'não configurado'). Para os papéis da seção de notas da cobrança.
         */
        get: operations["getInvoiceConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Desativar (ou reativar) a emissão de notas
         * @description Para SELLER_CONFIG_NF. Só uma configuração existente muda (409 INVOICE_CONFIG quando não configurada); configurar é um formulário externo.
         */
        patch: operations["updateInvoiceConfig"];
        trace?: never;
    };
    "/sellers/default-payments-method": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Métodos de pagamento padrão do seller
         * @description Os três métodos que um link de pagamento novo traz marcados (tela /metodos-pagamentos). Um seller que
         *     nunca mudou nada tem os três ligados. Para SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e
         *     SELLER_CONFIG_PAYMENT_METHODS.
         */
        get: operations["getDefaultPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mudar os métodos de pagamento padrão
         * @description Só os campos enviados mudam. Ao menos um método fica ligado: desligar o último responde 400
         *     'Selecione ao menos um método de pagamento.'. Links e cobranças já criados não mudam.
         */
        patch: operations["updateDefaultPaymentMethods"];
        trace?: never;
    };
    "/sellers/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Métodos de pagamento padrão, para os formulários de link
         * @description Os mesmos três métodos de `/sellers/default-payments-method`, lidos pelos formulários de link de
         *     pagamento para marcar os métodos de um link novo; por isso também para SELLER_PAYMENT_LINK.
         */
        get: operations["getPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mudar os métodos de pagamento padrão (pelo caminho dos formulários de link)
         * @description O mesmo recurso e a mesma regra de `PATCH /sellers/default-payments-method` (§7: 'GET and PATCH
         *     /sellers/default-payments-method and /sellers/payment-methods'): só os campos enviados mudam e ao
         *     menos um método fica ligado ('Selecione ao menos um método de pagamento.'). Escrever é só para
         *     SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CONFIG_PAYMENT_METHODS, embora quem cria links
         *     leia por aqui.
         */
        patch: operations["updatePaymentMethods"];
        trace?: never;
    };
    "/sellers/default-tax": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Multa e juros de atraso padrão dos boletos
         * @description Multa (percentual cobrado uma vez) e juros ao mês (pró-rata por dia corrido de atraso: taxa mensal ÷
         *     30 por dia) que cada boleto novo copia quando é criado; mudar depois não reescreve boletos antigos.
         *     Um seller que nunca mudou nada tem os dois desligados e 0%. Para SELLER_MASTER, SELLER_ADMIN,
         *     SELLER_BACKOFFICE e SELLER_CONFIG_PAYMENT_METHODS.
         */
        get: operations["getDefaultTax"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Mudar a multa e os juros de atraso padrão
         * @description Só o que for enviado (`fine`, `interest` ou os dois) muda. Percentuais de 0 a 100 com no máximo duas
         *     casas (1.005 responde 400, nunca é arredondado). Os limites do Código de Defesa do Consumidor (multa
         *     até 2%, juros até 1% ao mês) são só avisos na tela: acima deles a responsabilidade é do seller.
         */
        patch: operations["updateDefaultTax"];
        trace?: never;
    };
    "/sellers/anti-fraud": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sinal do antifraude do seller
         * @description Se o antifraude do provedor sinalizou o seller da sessão (o 'Fraud flag by seller id' do §7.1 do
         *     documento bancário). Só para SELLER_ADMIN (§6: 'Fraud check load'); os outros papéis recebem 403, e o
         *     app só a carrega para quem o tem. Sinalizado, um repasse que inclui o saldo a liberar paga 10% do
         *     total pedido e recebe 90% (§9); o 'Novo repasse' avisa isso antes de a opção ser marcada. Uma
         *     leitura: nada é gravado.
         */
        get: operations["getAntiFraudStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relatórios pedidos pelo seller
         * @description Para os papéis de /reports. Os pedidos de relatório do seller, do mais recente ao mais antigo, só dos
         *     tipos que o usuário pode pedir (os de vendas e o 'Extrato de contas' seguem papéis diferentes).
         */
        get: operations["listReports"];
        put?: never;
        /**
         * Pede um relatório de vendas por e-mail (/reports)
         * @description O webhook de automação do §7.4: `report_type`, `recipient_email`, `start_date` e `end_date`. Para
         *     SELLER_ADMIN ou SELLER_REPORTS (e a equipe do provedor). Período de no máximo 90 dias para trás, nunca
         *     depois de hoje (relógio do sandbox, São Paulo), início não depois do fim; fora disso, 400. O relatório é
         *     gerado depois: o agendador do sandbox monta o CSV a partir dos dados do seller (UTF-8 com BOM, `;`,
         *     valores pt-BR) e o entrega como anexo na caixa de saída do destinatário (`/_sandbox/outbox`), em
         *     segundos. Repetir a mesma `Idempotency-Key` devolve o primeiro pedido.
         */
        post: operations["requestReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/refunds/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saldo para estorno de uma cobrança (automação)
         * @description O 'refund balance' do endpoint externo de automação (001 §7: 'GET for balance', com `?uuid={id}`),
         *     que o README da especificação põe neste documento. Responde quanto da cobrança ainda pode ser
         *     estornado: o valor pago menos os estornos que não falharam (`availableAmount`), o já estornado
         *     (`refundedAmount`), se um estorno pode ser pedido agora (`isEligible`, com o motivo em `reason`) e se
         *     pode ser parcial (`partialAllowed`: cartão pago em dia anterior só estorna o total). As regras são as
         *     da elegibilidade (`GET /charges/{id}/refunds/eligibility`): PAID, cartão ou Pix, não 'Venda Física',
         *     com as features de estorno. Cobrança de outro seller: 404. Para os papéis de cobranças; por chave
         *     de API também. Uma leitura.
         */
        get: operations["getAutomationRefundBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automation/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir um estorno (automação)
         * @description O 'refund request' do endpoint externo de automação (001 §7: 'POST with a payload', com
         *     `?uuid={id}`): o mesmo estorno de `POST /charges/{id}/refunds`, com a cobrança na consulta. Mesmas
         *     regras, papéis, erros (400 com `code` 'Não é possível estornar essa transação' e o motivo em
         *     `description`) e resposta; dois pedidos simultâneos nunca passam do valor pago, e a mesma
         *     `Idempotency-Key` devolve o primeiro estorno.
         */
        post: operations["requestAutomationRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/send-charge-report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Relatório CSV das cobranças por vencimento
         * @description Gera o CSV das cobranças do seller com vencimento no período (UTF-8 com BOM, separador `;`,
         *     linhas CRLF, valores e datas no formato brasileiro) e o entrega como anexo no e-mail informado e
         *     como notificação, com o link de download, na central de notificações de quem pediu. Para quem abre
         *     /cobrancas (é a exportação da própria lista): SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE ou
         *     SELLER_CHARGES. Período de até 366 dias.
         */
        post: operations["sendChargeReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Links de pagamento do seller, por tipo
         * @description As abas de /seja-pago: `kind` orders (pontuais), subscriptions (recorrentes) ou fast-orders
         *     (rápidos). O documento põe o tipo no caminho (`GET /payment-links/{tipo}/`); aqui ele é um
         *     parâmetro, para não se confundir com o uuid de `/payment-links/{id}`. `title` procura por trecho do
         *     título (sem diferença de maiúsculas e acentos); `planTitle` faz o mesmo nas recorrentes, no título do
         *     plano do link ou no do próprio link. `withCustomer=true` deixa só os links dedicados a
         *     um cliente. Página de 20, do mais novo ao mais antigo (`createdAt,DESC`). Links excluídos vêm com
         *     `active` false. Mesmos papéis e feature de `createPaymentLink`.
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Criar link de pagamento
         * @description Pontual (ORDER) ou rápido (FAST_ORDER; só cartão de crédito). O caminho do documento é
         *     `POST /payment-links/`; aqui sem a barra final, como os outros caminhos do contrato.
         *     Validação (§5, as mensagens do formulário): título obrigatório ('Preenchimento obrigatório!') com
         *     até 60 caracteres ('O título deve ter no máximo 60 caracteres!'); valor obrigatório e maior que
         *     zero; ao menos um método ('Selecione ao menos um método de pagamento.'); descrição do boleto até
         *     130 caracteres; descrição até 300; `timer` (expiração do link) no futuro ('A data precisa estar
         *     no futuro'; sem fuso, é a hora de Brasília); desconto percentual inteiro de 0 a 100.
         *     `uuidSellerClient` dedica o link a um cliente do seller (outro seller: 400).
         *     Além dos documentos: `timer` é a expiração depois da qual a página pública diz que o link
         *     expirou, e `maxPaidUses` (1 a 1.000.000, ou null) é o limite de compras pagas; atingido, a página
         *     diz 'Este link de pagamento atingiu o limite de vendas e não aceita mais pagamentos.' e não aceita
         *     outra compra.
         *     SUBSCRIPTION leva `paymentSubscription` (plano ativo do seller, periodicidade, valor por mês,
         *     adicional opcional com título até 60 e parcelas); o cartão é RECURRENT, à vista, e cada método precisa
         *     ser aceito pelo plano. Na página pública o comprador assina: vira cliente (se novo), a assinatura
         *     nasce ACTIVE com início hoje e a primeira cobrança (cartão: paga na hora, o cartão fica guardado
         *     para as renovações; Pix e boleto: a cobrança a pagar); as seguintes vêm da cobrança periódica.
         *     Papéis: SELLER_MASTER, SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_PAYMENT_LINK; com a feature
         *     `disable_paymentlink` no seller ou no usuário, 403.
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/installments-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Simulação de parcelas no cartão
         * @description Para cada número de parcelas de 1 a `maxInstallments`: quanto o comprador paga quando ele arca
         *     com as taxas (`installmentsToBuyer`, EARLY_BUYER: o seller recebe o valor inteiro) e quanto o
         *     seller recebe quando ele as absorve (`installmentsToSeller`, EARLY_SELLER). Taxas do sandbox:
         *     3,99% à vista mais 1,49% por parcela depois da primeira. Mesmos papéis de `createPaymentLink`.
         */
        get: operations["simulatePaymentLinkInstallments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/split-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prévia do split de um link
         * @description O documento envia a lista de sub-vendedores sem mostrar o caminho; aqui o corpo leva também o
         *     valor do link. Cada sub-vendedor do seller recebe um valor fixo (reais) ou um percentual do valor
         *     (arredondado para baixo no centavo). O disponível é o valor menos as partes e a taxa do cartão
         *     à vista (link com split só aceita cartão); negativo, `exceedsAvailable` é true e `message` traz
         *     'O valor do split é superior ao valor disponível. Revise os valores para criar o link.'.
         *     Sub-vendedor de outro seller, inativo ou com a conta ainda não validada (`splitStatus` diferente
         *     de ACTIVE): 400. Com `installments`, a taxa é a dessas parcelas. Nada é gravado. Para quem cria links e também
         *     SELLER_ADMIN (ou a equipe do provedor), com a feature `view_split_subseller_payment_link`.
         */
        post: operations["previewPaymentLinkSplit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/subseller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sub-vendedores que o split de um link pode pagar
         * @description O seletor do split nos formulários de link (§7, 'GET /payment-links/subseller'): só os
         *     sub-vendedores do seller que podem receber, ativos e com a conta validada pelo provedor
         *     (`splitStatus` ACTIVE), por nome, com a divisão de valores padrão de cada um (que o formulário
         *     propõe ao escolhê-lo). Os inativos, em processamento ou recusados não aparecem: o link os recusaria.
         *     `filter` procura por trecho do nome (sem diferença de maiúsculas e acentos). Para quem cria links e
         *     também SELLER_ADMIN (ou a equipe do provedor), com a feature `view_split_subseller_payment_link`
         *     (403 sem ela, como a prévia do split). Uma leitura.
         */
        get: operations["listSplitSubSellers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/sub-seller/payment": {
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
         * Trocar o split de um link sem reenviar o link
         * @description O §7 nomeia 'PATCH /payment-links/sub-seller/payment' sem mostrar o corpo: aqui ele leva o link
         *     (`uuidPaymentLink`) e a lista `subSellerPaymentRequest` do §3, que substitui o split do link inteiro
         *     (lista vazia tira o split). As regras são as do split no `PUT /payment-links/{id}`: link ativo do
         *     seller (de outro seller, 404; excluído, 400), pontual ou de assinatura (o link rápido não tem
         *     split), só cartão de crédito (com boleto ou Pix, 400 'Com split, o link aceita só cartão de
         *     crédito.'), cada sub-vendedor ativo e com a conta validada, percentual até 100, e as partes mais a
         *     taxa do cartão cabendo no valor do cartão ('O valor do split é superior ao valor disponível…').
         *     Todos os problemas voltam juntos. As compras já feitas mantêm o split com que foram feitas; as
         *     próximas seguem o novo. Para quem cria links e também SELLER_ADMIN (ou a equipe do provedor), com a
         *     feature `view_split_subseller_payment_link`. Responde o link, com o split em `subSellerResponse`.
         */
        patch: operations["updatePaymentLinkSplit"];
        trace?: never;
    };
    "/payment-links/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Parcelas que o formulário de link oferece ao seller
         * @description O documento fixa num id de seller o cartão em 6x por padrão e o cartão acima de 12x num white label;
         *     aqui as duas são configurações do seller. Mesmos papéis de `createPaymentLink`.
         */
        get: operations["getPaymentLinkSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid do link.
                 * @example 7a000000-0000-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Detalhe do link de pagamento
         * @description Link de outro seller responde 404, como um que não existe. Um link excluído vem com `active` false.
         */
        get: operations["getPaymentLink"];
        /**
         * Editar link de pagamento
         * @description O mesmo corpo e as mesmas regras da criação; o tipo não muda ('O tipo do link não pode ser
         *     alterado.'), e um link excluído não é editado ('Link excluído não pode ser editado.'). As
         *     cobranças já geradas ficam como estão; as próximas compras seguem o link editado.
         */
        put: operations["updatePaymentLink"];
        post?: never;
        /**
         * Excluir (desativar) link de pagamento
         * @description O link deixa de vender (a página pública avisa que ele não está mais disponível); as cobranças
         *     já geradas por ele ficam como estão. Excluir de novo não muda nada.
         */
        delete: operations["deletePaymentLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    balcaoEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * O que o gateway envia a cada webhook
         * @description Um POST JSON por evento, assinado pelo esquema Standard Webhooks (standardwebhooks.com):
         *     `webhook-id` (a entrega, o mesmo em toda tentativa), `webhook-timestamp` (segundos Unix da
         *     tentativa, em tempo real) e `webhook-signature`: `v1,<base64 do HMAC-SHA256 de
         *     "id.timestamp.corpo">`, com a chave que é a parte base64 do `whsec_…`; durante uma rotação, duas
         *     assinaturas separadas por espaço. Responda 2xx em até 10 s. Outra resposta, ou nenhuma, é tentada
         *     de novo com espera exponencial e jitter por 24 h do relógio do sandbox, respeitando `Retry-After`;
         *     410 encerra a entrega e desativa o webhook.
         */
        post: {
            parameters: {
                query?: never;
                header: {
                    "webhook-id": string;
                    "webhook-timestamp": string;
                    "webhook-signature": string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_7hJt2nLw0cQk5sPz8vYb3X",
                     *       "type": "charge.paid",
                     *       "timestamp": "2026-11-20T13:05:00.000Z",
                     *       "data": {
                     *         "uuid": "c0000000-0000-4000-8000-000100000001",
                     *         "title": "Curso de fotografia",
                     *         "status": "PAID",
                     *         "paymentMethod": "PIX",
                     *         "value": 199.9,
                     *         "installments": 1,
                     *         "expirationDate": "2026-11-23",
                     *         "paidDate": "2026-11-20",
                     *         "origin": "PAYMENT_LINK",
                     *         "paymentLink": "5a1e0000-0000-4000-8000-000000000001",
                     *         "subscriptionId": null,
                     *         "customerId": null,
                     *         "customerName": "Maria Souza",
                     *         "customerEmail": "maria@example.com",
                     *         "customerDocument": "12345678909",
                     *         "id": "c0000000-0000-4000-8000-000100000001",
                     *         "paymentLinkId": "5a1e0000-0000-4000-8000-000000000001",
                     *         "customer": {
                     *           "id": null,
                     *           "name": "Maria Souza",
                     *           "email": "maria@example.com",
                     *           "document": "12345678909"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookEvent"];
                };
            };
            responses: {
                /** @description Recebido (qualquer 2xx). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description O receptor não quer mais eventos; a entrega para e o webhook é desativado. */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description SEND_INVOICE_SYSTEM enviada à prefeitura; AUTHORIZED com número; CANCELED; REJECTED recusada.
         * @enum {string}
         */
        InvoiceStatus: "SEND_INVOICE_SYSTEM" | "AUTHORIZED" | "CANCELED" | "REJECTED";
        Invoice: {
            /** Format: uuid */
            uuidInvoice: string;
            /** @description Dado na autorização. */
            invoiceNumber: number | null;
            /** Format: date-time */
            createdAt: string;
            status: components["schemas"]["InvoiceStatus"];
            invoiceDownloadLink: {
                /** Format: uri */
                pdfImageLink: string | null;
                /** Format: uri */
                xmlImageLink: string | null;
            };
        };
        InvoiceConfigResponse: {
            data: {
                active: boolean;
                configured: boolean;
            };
        };
        DefaultPaymentMethods: {
            /** @description Cartão de crédito marcado num link novo. */
            defaultEnableCreditCard: boolean;
            /** @description Boleto marcado num link novo. */
            defaultEnableBankSlip: boolean;
            /** @description Pix marcado num link novo. */
            defaultEnablePixPayment: boolean;
        };
        DefaultPaymentMethodsUpdate: {
            defaultEnableCreditCard?: boolean;
            defaultEnableBankSlip?: boolean;
            defaultEnablePixPayment?: boolean;
        };
        LateTaxRate: {
            /** @description Desligado, o boleto novo não cobra este encargo (o percentual fica guardado). */
            enable: boolean;
            /**
             * Format: money
             * @description Percentual com até duas casas (2 é 2%); a multa uma vez, os juros ao mês.
             */
            percentage: number;
        };
        AntiFraudStatus: {
            /** @description Verdadeiro quando o antifraude sinalizou o seller; um repasse com o saldo a liberar paga então 10%. */
            isFraud: boolean;
        };
        DefaultTax: {
            bankSlipTax: {
                fine: components["schemas"]["LateTaxRate"];
                interest: components["schemas"]["LateTaxRate"];
            };
        };
        DefaultTaxUpdate: {
            bankSlipTax: {
                fine?: components["schemas"]["LateTaxRate"];
                interest?: components["schemas"]["LateTaxRate"];
            };
        };
        ReportRequest: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            reportType: "VENDAS" | "FINANCEIRO" | "REPASSES" | "NOTA_FISCAL" | "LINKS_PAGAMENTO" | "BALANCO" | "CHARGEBACK" | "EXTRATO" | "EXTRATO_CONTAS";
            /** @description Só no 'Extrato de contas'. */
            accountType: ("CHECKING_ACCOUNT" | "INVESTMENT_ACCOUNT") | null;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            /** Format: email */
            recipientEmail: string;
            /**
             * @description PENDING até o agendador gerar e enviar; SENT depois.
             * @enum {string}
             */
            status: "PENDING" | "SENT";
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** @description Linhas de dados do CSV enviado. */
            rows: number | null;
        };
        ReportRequestPage: {
            content: components["schemas"]["ReportRequest"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        ReportRequestInput: {
            /** @enum {string} */
            report_type: "VENDAS" | "FINANCEIRO" | "REPASSES" | "NOTA_FISCAL" | "LINKS_PAGAMENTO" | "BALANCO" | "CHARGEBACK" | "EXTRATO";
            /**
             * Format: email
             * @description Quem recebe o relatório.
             */
            recipient_email: string;
            /**
             * Format: date
             * @description Primeiro dia (a automação o lê às 00:00:00).
             */
            start_date: string;
            /**
             * Format: date
             * @description Último dia (a automação o lê até 23:59:00).
             */
            end_date: string;
        };
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
            /** @description Percentual até 100, ou reais até 999999.99; maior que zero, até 2 casas. */
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
        /**
         * @description Quem paga as taxas do cartão de um link pontual (§3 creditCardTax, §4): EARLY_SELLER 'você' (o
         *     comprador paga o valor e o seller recebe menos), EARLY_BUYER 'cliente' (o total cresce para o seller
         *     receber o valor inteiro; obrigatório acima de 12x) ou EARLY_MIXED, o parcelamento misto: o comprador
         *     paga metade do acréscimo que pagaria como EARLY_BUYER (arredondado para baixo) e o seller o resto.
         * @enum {string}
         */
        PaymentLinkCardFeePayer: "EARLY_BUYER" | "EARLY_SELLER" | "EARLY_MIXED";
        /**
         * @description ORDER pontual; FAST_ORDER link rápido; SUBSCRIPTION recorrente (assinatura de um plano).
         * @enum {string}
         */
        PaymentLinkType: "ORDER" | "SUBSCRIPTION" | "FAST_ORDER";
        PaymentLinkDiscount: {
            /** @description Percentual inteiro de 0 a 100 (acima de 100 o formulário recusa). */
            amount: number;
            /**
             * @description Descontos são só percentuais.
             * @enum {string}
             */
            type: "PERCENT";
        };
        /** @description Um método ausente ou null não é aceito pelo link. */
        PaymentLinkMethods: {
            creditCardMethod?: {
                /**
                 * @description Recebimento antecipado ou recorrente; nos links rápidos, quem paga as taxas.
                 * @enum {string}
                 */
                type?: "EARLY" | "RECURRENT" | "EARLY_BUYER" | "EARLY_SELLER" | "EARLY_MIXED";
                discount?: components["schemas"]["PaymentLinkDiscount"] | null;
            } | null;
            bankSlipMethod?: {
                discount?: components["schemas"]["PaymentLinkDiscount"] | null;
            } | null;
            pixMethod?: {
                discount?: components["schemas"]["PaymentLinkDiscount"] | null;
            } | null;
        };
        /** @description Os métodos como o link os aceita: todo método vem, null quando o link não o aceita. */
        PaymentLinkMethodsView: {
            creditCardMethod: {
                /**
                 * @description Recebimento antecipado ou recorrente; nos links rápidos, quem paga as taxas.
                 * @enum {string}
                 */
                type: "EARLY" | "RECURRENT" | "EARLY_BUYER" | "EARLY_SELLER" | "EARLY_MIXED";
                /** @description null sem desconto. */
                discount: components["schemas"]["PaymentLinkDiscount"] | null;
            } | null;
            bankSlipMethod: {
                /** @description null sem desconto. */
                discount: components["schemas"]["PaymentLinkDiscount"] | null;
            } | null;
            pixMethod: {
                /** @description null sem desconto. */
                discount: components["schemas"]["PaymentLinkDiscount"] | null;
            } | null;
        };
        /**
         * @description A assinatura que o link vende (§3, §5 'Subscription link'). O valor de cada período é
         *     `paymentOrder.value`; `valuePerMonth` é esse valor dividido pelos meses do período (1, 6 ou 12),
         *     com tolerância de um centavo. O plano é um dos planos ativos do seller, e os métodos do link
         *     precisam ser aceitos pelo plano.
         */
        PaymentLinkSubscription: {
            idPlan: number;
            /**
             * Format: money
             * @description Em reais: o valor do período dividido pelos meses.
             */
            valuePerMonth: number;
            type: components["schemas"]["Periodicity"];
            /**
             * Format: money
             * @description Valor adicional (adesão) em reais, somado às primeiras cobranças.
             */
            additionalValue?: number | null;
            /** @description Título do valor adicional; até 60 caracteres. */
            additionalTitle?: string | null;
            /** @description Em quantas cobranças o adicional é somado; obrigatório com o adicional. */
            additionalInstallments?: number | null;
        };
        PaymentLinkSubscriptionView: {
            idPlan: number;
            planTitle: string;
            /** @description Em reais. */
            valuePerMonth: number;
            type: components["schemas"]["Periodicity"];
            /** @description Em reais. */
            additionalValue: number | null;
            additionalTitle: string | null;
            additionalInstallments: number | null;
        };
        PaymentLinkCreateRequest: {
            type: components["schemas"]["PaymentLinkType"];
            /**
             * Format: uuid
             * @description Cliente a quem o link é dedicado.
             */
            uuidSellerClient?: string | null;
            /**
             * @description Só nos links ORDER com cartão; ausente ou null, EARLY_SELLER; acima de 12x vale EARLY_BUYER. Nos links
             *     ORDER, `creditCardMethod.type` é o recebimento: EARLY (antecipado, todas as parcelas creditadas no dia
             *     seguinte) ou RECURRENT (uma parcela por mês); nos links rápidos, quem paga as taxas.
             */
            creditCardTax?: components["schemas"]["PaymentLinkCardFeePayer"] | null;
            bankSlipDescription?: string | null;
            paymentOrder: {
                title: string;
                description?: string | null;
                /** @default 1 */
                installments: number;
                /**
                 * Format: money
                 * @description Em reais, com até 2 casas.
                 */
                value: number;
                /**
                 * Format: date
                 * @description Vencimento das cobranças de boleto e Pix; sem ele (ou já passado), o dia da compra mais 3 dias.
                 */
                expirationDate?: string | null;
                /** @description Expiração do link; sem fuso é a hora de Brasília (-03:00). */
                timer?: string | null;
                /**
                 * @description Parcelas por método (§3): CREDIT_CARD até 12 (até 21 no seller com cartão acima de 12x, e
                 *     então o comprador arca com a taxa), BANK_SLIP até 21 boletos mensais, PIX até 12 cobranças
                 *     mensais. Padrões 10 (ou o do seller) no cartão e 1 no boleto e no Pix. O cartão também
                 *     aceita `installments`; com os dois, precisam ser iguais.
                 */
                customInstallmentsValues?: components["schemas"]["PaymentLinkCustomInstallments"][] | null;
            };
            /** @description Obrigatório nos links SUBSCRIPTION; recusado (400) nos outros tipos. */
            paymentSubscription?: components["schemas"]["PaymentLinkSubscription"] | null;
            allowedPaymentMethods: components["schemas"]["PaymentLinkMethods"];
            /** @description Limite de compras pagas (além dos documentos); atingido, o link deixa de vender. Null, sem limite. */
            maxPaidUses?: number | null;
            /**
             * Format: date
             * @description Cobrança agendada (ORDER): mesmo que o cliente pague hoje, a cobrança é feita só nesta data
             *     (hoje ou depois, até um ano). Boleto e Pix vencem nela; o cartão é autorizado na compra e
             *     capturado nela.
             */
            scheduledDate?: string | null;
            /** @description Pares chave/valor internos do seller (feature `view_payment_link_metadata`); o comprador não os vê. */
            metadata?: components["schemas"]["PaymentLinkMetadata"][] | null;
            /**
             * @description Split com sub-vendedores (ORDER e SUBSCRIPTION; FAST_ORDER não). Numa assinatura, a
             *     assinatura guarda o split do link no momento da compra e cada cobrança no cartão (a primeira e
             *     as renovações) se divide da mesma forma. Cada um é um sub-vendedor ativo do seller com a conta
             *     validada no provedor (`splitStatus` ACTIVE), uma vez só, com valor fixo em reais ou percentual
             *     (0,01 a 100; a soma até 100). O split só aceita cartão de crédito à vista ('Com split, o link
             *     aceita só cartão de crédito.'), e a soma das partes mais a taxa do cartão não passa do preço no
             *     cartão ('O valor do split é superior ao valor disponível. Revise os valores para criar o
             *     link.'). Exige SELLER_ADMIN (ou a equipe do provedor) e a feature
             *     `view_split_subseller_payment_link` (403 sem elas).
             */
            subSellerPaymentRequest?: components["schemas"]["PaymentLinkSplitShare"][] | null;
        };
        PaymentLink: {
            /** Format: uuid */
            uuid: string;
            type: components["schemas"]["PaymentLinkType"];
            title: string;
            description: string | null;
            /** @description Em reais, sem desconto. */
            value: number;
            installments: number;
            bankSlipDescription: string | null;
            /** Format: uuid */
            uuidSellerClient: string | null;
            /** @description O nome do cliente do link dedicado. */
            sellerClient: string | null;
            allowedPaymentMethods: components["schemas"]["PaymentLinkMethodsView"];
            /** Format: date */
            expirationDate: string | null;
            /** Format: date-time */
            timer: string | null;
            /** @description Quem paga as taxas do cartão num link ORDER; null sem cartão e nos outros tipos. */
            creditCardTax: components["schemas"]["PaymentLinkCardFeePayer"] | null;
            /** @description Limite de compras pagas; null sem limite. */
            maxPaidUses: number | null;
            /** @description Compras pagas por este link até agora. */
            paidUses: number;
            /** @description false depois de excluído. */
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uri
             * @description A página pública do link.
             */
            url: string;
            /** @description A assinatura vendida; null nos links ORDER e FAST_ORDER. */
            paymentSubscription: components["schemas"]["PaymentLinkSubscriptionView"] | null;
            /**
             * Format: date
             * @description A data da cobrança agendada.
             */
            scheduledDate: string | null;
            /** @description Os pares internos; vazio sem eles. */
            metadata: components["schemas"]["PaymentLinkMetadata"][];
            /** @description As parcelas de cada método aceito. */
            customInstallmentsValues: components["schemas"]["PaymentLinkCustomInstallments"][];
            /** @description O split, com o nome de cada sub-vendedor e a sua parte no preço do cartão; vazio sem split. */
            subSellerResponse: components["schemas"]["PaymentLinkSplitLine"][];
        };
        PaymentLinkCustomInstallments: {
            /** @enum {string} */
            paymentMethod: "CREDIT_CARD" | "BANK_SLIP" | "PIX";
            installments: number;
        };
        PaymentLinkMetadata: {
            key: string;
            value: string;
        };
        SplitSubSeller: {
            id: number;
            name: string;
            paymentType: components["schemas"]["SubSellerPaymentType"];
            /** @description A divisão padrão: percentual (10.5 = 10,5%) ou reais (12.34). */
            paymentValue: number;
        };
        SplitSubSellerPage: {
            content: components["schemas"]["SplitSubSeller"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        PaymentLinkSplitUpdate: {
            /**
             * Format: uuid
             * @description O link cujo split muda.
             */
            uuidPaymentLink: string;
            /** @description O split inteiro do link; vazia tira o split. */
            subSellerPaymentRequest: components["schemas"]["PaymentLinkSplitShare"][];
        };
        PaymentLinkSplitShare: {
            idSubSeller: number;
            paymentType: components["schemas"]["SubSellerPaymentType"];
            /**
             * Format: money
             * @description Reais quando FIXED; percentual (até 100, duas casas) quando PERCENTAGE.
             */
            paymentValue: number;
        };
        PaymentLinkSplitLine: {
            idSubSeller: number;
            name: string;
            paymentType: components["schemas"]["SubSellerPaymentType"];
            paymentValue: number;
            /** @description A parte do sub-vendedor no preço do cartão, em reais. */
            amountOnPaymentLink: number;
        };
        PaymentLinkSettings: {
            /** @description As parcelas no cartão de um link novo (10, ou a configuração do seller). */
            cardInstallmentsDefault: number;
            /** @description 12, ou 21 no seller com cartão acima de 12x (o comprador arca com a taxa acima de 12x). */
            maxCardInstallments: number;
            /** @description Até 21 boletos. */
            bankSlipMaxInstallments: number;
            /** @description Até 12 cobranças Pix. */
            pixMaxInstallments: number;
        };
        PaymentLinkPage: {
            content: components["schemas"]["PaymentLink"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        InstallmentSimulation: {
            installmentsToBuyer: {
                installments: number;
                /** @description Cada parcela em reais (arredondada para cima). */
                installmentValue: number;
                /** @description O que o comprador paga ao todo. */
                totalAmount: number;
            }[];
            installmentsToSeller: {
                installments: number;
                /** @description O que o seller recebe, já sem a taxa. */
                receivedAmount: number;
                /** @description O que o comprador paga (o valor do link). */
                totalAmount: number;
            }[];
        };
        SplitPreviewRequest: {
            /**
             * Format: money
             * @description Preço do link no cartão, em reais.
             */
            value: number;
            /** @description As parcelas do cartão do link (1 quando ausente): a taxa cresce com elas. */
            installments?: number;
            subSellers: {
                idSubSeller: number;
                paymentType: components["schemas"]["SubSellerPaymentType"];
                /**
                 * Format: money
                 * @description Reais quando FIXED; percentual (até 100, duas casas) quando PERCENTAGE.
                 */
                paymentValue: number;
            }[];
        };
        SplitPreview: {
            subSellerPaymentResponse: {
                idSubSeller: number;
                name: string;
                paymentType: components["schemas"]["SubSellerPaymentType"];
                paymentValue: number;
                /** @description A parte do sub-vendedor em reais. */
                amountOnPaymentLink: number;
            }[];
            amountForSubSellers: number;
            /** @description A taxa do cartão à vista sobre o valor, em reais. */
            tax: number;
            /** @description Valor menos as partes e a taxa; negativo quando excede. */
            availableAmount: number;
            exceedsAvailable: boolean;
            message: string | null;
        };
        ChargeCreateRequest: {
            /** Format: uuid */
            customerId: string;
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            value: number;
            /** Format: date */
            expirationDate: string;
            /** @description O título da cobrança. */
            description: string;
            /**
             * @description Só no cartão.
             * @default 1
             */
            installments: number;
        };
        /** @enum {string} */
        ChargePaymentMethod: "CREDIT_CARD" | "BOLETO" | "PIX";
        /**
         * @description LATE é uma SCHEDULED vencida (pelo relógio do sandbox); ABANDONNED escrito assim pela API.
         * @enum {string}
         */
        ChargeStatus: "SCHEDULED" | "LATE" | "PAID" | "PAID_MANUALLY" | "REFUND" | "CANCELED" | "FAILED" | "DISPUTE" | "CHARGEBACK" | "ABANDONNED" | "PRE_AUTHORIZED";
        /**
         * @description DIRECT é a cobrança criada sem link ('Nova cobrança', POST /charges).
         * @enum {string}
         */
        ChargeOrigin: "PAYMENT_LINK" | "SUBSCRIPTION" | "FAST_LINK" | "POS" | "DIRECT";
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
            /** @description Multa e juros em reais: num boleto vencido, o que o atraso custa hoje (multa uma vez e juros pró-rata pelos dias corridos, taxas copiadas na criação); depois de pago, o que foi cobrado. */
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
            /** @description Subdomínio do checkout do seller, para o link público de boleto e Pix ({checkout}/{subdomínio}/boleto|pix/{id}). */
            checkoutSubdomain: string | null;
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
                /** @description O QR do BR Code, como data URL de uma imagem SVG. */
                qrCode: string;
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
        RefundBalance: {
            /**
             * Format: uuid
             * @description A cobrança.
             */
            uuid: string;
            /** @description O valor da cobrança, em reais. */
            paidAmount: number;
            /** @description Os estornos que não falharam, em reais. */
            refundedAmount: number;
            /** @description O que ainda pode ser estornado, em reais. */
            availableAmount: number;
            isEligible: boolean;
            /** @description Falso para cartão pago em dia anterior (só o total). */
            partialAllowed: boolean;
            /** @description Por que não é elegível. */
            reason: string | null;
        };
        ChargebackRequestResult: {
            data: {
                /**
                 * @description O novo status da cobrança.
                 * @enum {string}
                 */
                status: "REFUND" | "DISPUTE";
                asFraud: boolean;
                /**
                 * Format: date
                 * @description 5 dias corridos após a solicitação.
                 */
                contestDeadline: string;
                /** Format: email */
                antiFraudEmail: string;
            };
        };
        PosRefundAttempt: {
            /** Format: uuid */
            uuid: string;
            /** @description Em reais. */
            value: number;
            /** @enum {string} */
            status: "PROCESSING" | "REFUNDED" | "FAILED";
            updatedBy: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description Quando o sandbox liquida a tentativa.
             */
            settlesAt: string;
        };
        PosRefunds: {
            data: {
                attempts: components["schemas"]["PosRefundAttempt"][];
            };
        };
        CancellationLetter: {
            data: {
                /** Format: uri */
                url: string;
            };
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
        SellerBalance: {
            /** @description Saldo total (disponível mais a liberar). */
            totalAmount: number;
            /** @description Disponível (linhas de extrato já executadas; pode ficar negativo depois de um estorno). */
            amount: number;
            /** @description A liberar (linhas de extrato com data futura). */
            provisionedAmount: number;
        };
        /** @enum {string} */
        SubscriptionStatus: "ACTIVE" | "INACTIVE" | "PENDING" | "DEFAULTER";
        /**
         * @description MONTHLY 1 mês, SEMESTER 6, YEARLY 12.
         * @enum {string}
         */
        Periodicity: "MONTHLY" | "SEMESTER" | "YEARLY";
        BasicValue: {
            type: components["schemas"]["Periodicity"];
            /** @description Valor do período, em reais. */
            value: number;
            /** @description Valor do período dividido pelos meses, em reais. */
            valuePerMonth: number;
        };
        SubscriptionSummary: {
            /** Format: uuid */
            uuid: string;
            /** Format: uuid */
            customerId: string;
            customerName: string;
            /** @description Sem pontuação. */
            customerDocument: string;
            /** Format: date */
            startDate: string;
            titlePlan: string;
            idPlan: number;
            basicValue: components["schemas"]["BasicValue"];
            status: components["schemas"]["SubscriptionStatus"];
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            /**
             * Format: date
             * @description Próximo vencimento; null numa assinatura inativa.
             */
            expirationDate: string | null;
        };
        SubscriptionPage: {
            content: components["schemas"]["SubscriptionSummary"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        SubscriptionCharge: {
            /** Format: uuid */
            uuid: string;
            /** Format: date */
            expirationDate: string;
            status: components["schemas"]["ChargeStatus"];
            /** @description Em reais. */
            value: number;
        };
        Subscription: {
            /** Format: uuid */
            uuid: string;
            /** Format: uuid */
            customerId: string;
            customerName: string;
            /** @description Sem pontuação. */
            customerDocument: string;
            /** Format: date */
            startDate: string;
            titlePlan: string;
            idPlan: number;
            basicValue: components["schemas"]["BasicValue"];
            status: components["schemas"]["SubscriptionStatus"];
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            /**
             * Format: date
             * @description Próximo vencimento.
             */
            expirationDate: string | null;
            additionalValue: {
                /** @description Em reais. */
                value: number;
                installments: number;
            } | null;
            bankSlipDescription: string | null;
            /** Format: date */
            cancelledDate: string | null;
            /** @description Envio automático de nota fiscal desta assinatura. */
            invoiceEnabled: boolean;
            /** @description A configuração de nota fiscal do seller está ativa. */
            activeInvoiceConfig: boolean;
            /** @description Alguma cobrança da assinatura foi antecipada (o cancelamento fica desabilitado). */
            anticipated: boolean;
            charges: components["schemas"]["SubscriptionCharge"][];
        };
        Plan: {
            id: number;
            title: string;
            description: string | null;
            active: boolean;
            bullets: {
                description: string;
            }[];
            basicValues: components["schemas"]["BasicValue"][];
            idCheckout: number | null;
            /** @description A descrição do boleto das assinaturas do plano que não trazem a sua. */
            bankSlipDescription: string | null;
            enableBankSlip: boolean;
            enableCreditCard: boolean;
            enablePixPayment: boolean;
        };
        BasicValueRequest: {
            type: components["schemas"]["Periodicity"];
            /**
             * Format: money
             * @description Valor de cada período, em reais.
             */
            value: number;
            /**
             * Format: money
             * @description O valor dividido pelos meses do período (conferido).
             */
            valuePerMonth?: number;
        };
        SubscriptionUpdateRequest: {
            idPlan: number;
            basicValueRequest: components["schemas"]["BasicValueRequest"];
            bankSlipDescription?: string | null;
        };
        SubscriptionStatusRequest: {
            /** @description false cancela; true reativa uma assinatura DEFAULTER ou PENDING. */
            active: boolean;
        };
        SubscriptionInvoiceRequest: {
            enabled: boolean;
        };
        SubscriptionImportRequest: {
            idPlan: number;
            basicValue: {
                type: components["schemas"]["Periodicity"];
                /**
                 * Format: money
                 * @description Valor de cada período, em reais.
                 */
                value: number;
            };
            payment: {
                /** @enum {string} */
                method: "BANK_SLIP" | "PIX";
            };
            /**
             * Format: uuid
             * @description O cliente (seller-clients).
             */
            uuidBuyer: string;
            /**
             * Format: date
             * @description O próximo vencimento (de hoje a 366 dias).
             */
            startDate: string;
        };
        PlanValueRequest: {
            type: components["schemas"]["Periodicity"];
            /**
             * Format: money
             * @description Valor do período: 1, 6 ou 12 vezes o valor por mês.
             */
            value: number;
            /**
             * Format: money
             * @description O valor por mês digitado.
             */
            valuePerMonth: number;
        };
        PlanRequest: {
            title: string;
            description?: string | null;
            bullets?: {
                description: string;
            }[];
            basicValues: components["schemas"]["PlanValueRequest"][];
            idCheckout?: number | null;
            /** @description Até 130 caracteres (§5); mais é recusado com a mensagem do formulário. */
            bankSlipDescription?: string | null;
            enableBankSlip: boolean;
            enableCreditCard: boolean;
            enablePixPayment: boolean;
        };
        PlanActiveRequest: {
            active: boolean;
        };
        Checkout: {
            id: number;
            title: string;
            description: string | null;
            subDomain: string;
            notes: string | null;
            /** @description O endereço público do checkout (o host de checkout seguido da URL). */
            url: string;
        };
        CheckoutRequest: {
            title: string;
            description?: string | null;
            subDomain: string;
            notes?: string | null;
        };
        /**
         * @description `{METODO}_{MOMENTO}` é o e-mail; o mesmo com `_WHATSAPP`, o WhatsApp. Métodos BANK_SLIP, PIX e
         *     CREDIT_CARD; momentos PREPAYMENT_FIFTEEN_DAYS, PREPAYMENT_SEVEN_DAYS, PREPAYMENT_TWO_DAYS, PAYMENT,
         *     LATE_PAYMENT_TWO_DAYS, LATE_PAYMENT_SEVEN_DAYS e LATE_PAYMENT_TWENTY_DAYS.
         * @enum {string}
         */
        NotificationType: "BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS" | "BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS_WHATSAPP" | "BANK_SLIP_PREPAYMENT_SEVEN_DAYS" | "BANK_SLIP_PREPAYMENT_SEVEN_DAYS_WHATSAPP" | "BANK_SLIP_PREPAYMENT_TWO_DAYS" | "BANK_SLIP_PREPAYMENT_TWO_DAYS_WHATSAPP" | "BANK_SLIP_PAYMENT" | "BANK_SLIP_PAYMENT_WHATSAPP" | "BANK_SLIP_LATE_PAYMENT_TWO_DAYS" | "BANK_SLIP_LATE_PAYMENT_TWO_DAYS_WHATSAPP" | "BANK_SLIP_LATE_PAYMENT_SEVEN_DAYS" | "BANK_SLIP_LATE_PAYMENT_SEVEN_DAYS_WHATSAPP" | "BANK_SLIP_LATE_PAYMENT_TWENTY_DAYS" | "BANK_SLIP_LATE_PAYMENT_TWENTY_DAYS_WHATSAPP" | "PIX_PREPAYMENT_FIFTEEN_DAYS" | "PIX_PREPAYMENT_FIFTEEN_DAYS_WHATSAPP" | "PIX_PREPAYMENT_SEVEN_DAYS" | "PIX_PREPAYMENT_SEVEN_DAYS_WHATSAPP" | "PIX_PREPAYMENT_TWO_DAYS" | "PIX_PREPAYMENT_TWO_DAYS_WHATSAPP" | "PIX_PAYMENT" | "PIX_PAYMENT_WHATSAPP" | "PIX_LATE_PAYMENT_TWO_DAYS" | "PIX_LATE_PAYMENT_TWO_DAYS_WHATSAPP" | "PIX_LATE_PAYMENT_SEVEN_DAYS" | "PIX_LATE_PAYMENT_SEVEN_DAYS_WHATSAPP" | "PIX_LATE_PAYMENT_TWENTY_DAYS" | "PIX_LATE_PAYMENT_TWENTY_DAYS_WHATSAPP" | "CREDIT_CARD_PREPAYMENT_FIFTEEN_DAYS" | "CREDIT_CARD_PREPAYMENT_FIFTEEN_DAYS_WHATSAPP" | "CREDIT_CARD_PREPAYMENT_SEVEN_DAYS" | "CREDIT_CARD_PREPAYMENT_SEVEN_DAYS_WHATSAPP" | "CREDIT_CARD_PREPAYMENT_TWO_DAYS" | "CREDIT_CARD_PREPAYMENT_TWO_DAYS_WHATSAPP" | "CREDIT_CARD_PAYMENT" | "CREDIT_CARD_PAYMENT_WHATSAPP" | "CREDIT_CARD_LATE_PAYMENT_TWO_DAYS" | "CREDIT_CARD_LATE_PAYMENT_TWO_DAYS_WHATSAPP" | "CREDIT_CARD_LATE_PAYMENT_SEVEN_DAYS" | "CREDIT_CARD_LATE_PAYMENT_SEVEN_DAYS_WHATSAPP" | "CREDIT_CARD_LATE_PAYMENT_TWENTY_DAYS" | "CREDIT_CARD_LATE_PAYMENT_TWENTY_DAYS_WHATSAPP";
        NotificationSwitch: {
            type: components["schemas"]["NotificationType"];
            /** @enum {string} */
            paymentMethod: "BANK_SLIP" | "PIX" | "CREDIT_CARD";
            /** @enum {string} */
            moment: "PREPAYMENT_FIFTEEN_DAYS" | "PREPAYMENT_SEVEN_DAYS" | "PREPAYMENT_TWO_DAYS" | "PAYMENT" | "LATE_PAYMENT_TWO_DAYS" | "LATE_PAYMENT_SEVEN_DAYS" | "LATE_PAYMENT_TWENTY_DAYS";
            /** @enum {string} */
            channel: "EMAIL" | "WHATSAPP";
            active: boolean;
            /** @description O texto enviado; {cliente}, {descricao}, {valor}, {vencimento}, {empresa} e {link} são preenchidos no envio. */
            message: string;
        };
        /**
         * @example {
         *       "name": "Loja Exemplo",
         *       "email": "contato@lojaexemplo.com.br",
         *       "hiddenEmail": null,
         *       "activeAllNotifications": true,
         *       "notifications": [
         *         {
         *           "type": "BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS",
         *           "paymentMethod": "BANK_SLIP",
         *           "moment": "PREPAYMENT_FIFTEEN_DAYS",
         *           "channel": "EMAIL",
         *           "active": true,
         *           "message": "Olá, {cliente}! Lembrete: o boleto de {valor} de {empresa} ({descricao}) vence em 15 dias, em {vencimento}. Pague o boleto pelo link: {link}"
         *         }
         *       ]
         *     }
         */
        NotificationSettings: {
            /** @description O remetente que o cliente vê. */
            name: string;
            /** @description Para onde o cliente responde; o do primeiro usuário do seller até ser trocado. */
            email: string | null;
            /** @description Recebe cópia oculta de cada e-mail. */
            hiddenEmail: string | null;
            activeAllNotifications: boolean;
            notifications: components["schemas"]["NotificationSwitch"][];
        };
        NotificationIdentificationRequest: {
            name: string;
            email: string;
            hiddenEmail?: string | null;
            activeAllNotifications: boolean;
        };
        NotificationActiveRequest: {
            type: components["schemas"]["NotificationType"];
            active: boolean;
        };
        NotificationMigrationRequest: {
            active: boolean;
            /** @enum {string} */
            channel?: "EMAIL" | "WHATSAPP";
        };
        SubdomainCheck: {
            subDomain: string;
            exists: boolean;
            isValid: boolean;
        };
        ApiKey: {
            /** Format: uuid */
            id: string;
            title: string;
            active: boolean;
            /** @description O começo do segredo (`bk_test_` e 4 caracteres), para reconhecer a chave; o resto não é guardado. */
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description A última chamada autenticada pela chave, com precisão de um minuto; null antes da primeira.
             */
            lastUsedAt: string | null;
        };
        /** @description A chave recém-criada e o seu segredo, que só esta resposta traz. */
        ApiKeyCreated: {
            /** Format: uuid */
            id: string;
            title: string;
            active: boolean;
            prefix: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string | null;
            /** @description O segredo: use-o em `Authorization: Bearer <token>`. Guarde-o agora; ele não é mostrado de novo. */
            token: string;
        };
        ApiKeyPage: {
            content: components["schemas"]["ApiKey"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        ApiKeyCreateRequest: {
            /** @description Até 60 caracteres depois de aparado. */
            title: string;
        };
        ApiKeyUpdateRequest: {
            /** @description Até 60 caracteres depois de aparado. */
            title: string;
            active: boolean;
        };
        ApiKeyActiveRequest: {
            active: boolean;
        };
        PlanPage: {
            content: components["schemas"]["Plan"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        /**
         * @description SUBSCRIPTION (Assinaturas) ou ORDER (Cobrança Pontual).
         * @enum {string}
         */
        WebhookDomain: "SUBSCRIPTION" | "ORDER";
        Webhook: {
            /** Format: uuid */
            id: string;
            title: string;
            url: string;
            domains: components["schemas"]["WebhookDomain"][];
            active: boolean;
            /**
             * @description GONE quando o gateway o desativou porque o receptor respondeu 410.
             * @enum {string|null}
             */
            disabledReason: "GONE" | null;
            /**
             * Format: date-time
             * @description Durante uma rotação, até quando o segredo anterior ainda assina as entregas.
             */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description O webhook recém-criado e o seu segredo, que só esta resposta traz. */
        WebhookCreated: {
            /** Format: uuid */
            id: string;
            title: string;
            url: string;
            domains: components["schemas"]["WebhookDomain"][];
            active: boolean;
            /** @enum {string|null} */
            disabledReason: "GONE" | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description O segredo de assinatura (`whsec_…`), para `standardwebhooks` ou `balcao.webhooks.verify`. Guarde-o agora; ele não é mostrado de novo. */
            secret: string;
        };
        WebhookPage: {
            content: components["schemas"]["Webhook"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        WebhookRequest: {
            /** @description Até 60 caracteres depois de aparado. */
            title: string;
            /** @description Uma URL http(s). */
            url: string;
            domains: components["schemas"]["WebhookDomain"][];
        };
        WebhookUpdateRequest: {
            /** @description Até 60 caracteres depois de aparado. */
            title: string;
            /** @description Uma URL http(s). */
            url: string;
            domains: components["schemas"]["WebhookDomain"][];
            active: boolean;
        };
        WebhookActiveRequest: {
            active: boolean;
        };
        WebhookSecret: {
            /** @description O segredo novo (`whsec_…`); só esta resposta o traz. */
            secret: string;
            /**
             * Format: date-time
             * @description Até quando o anterior ainda assina.
             */
            previousSecretExpiresAt: string;
        };
        /**
         * @description PENDING até uma tentativa receber 2xx (SUCCEEDED) ou as novas tentativas acabarem (FAILED).
         * @enum {string}
         */
        WebhookDeliveryStatus: "PENDING" | "SUCCEEDED" | "FAILED";
        EventPage: {
            content: components["schemas"]["WebhookEvent"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        EventReplayRequest: {
            /**
             * Format: uuid
             * @description O webhook que recebe a nova entrega.
             */
            endpointId: string;
        };
        WebhookDelivery: {
            /** @description O cabeçalho `webhook-id`, o mesmo em toda tentativa. */
            id: string;
            eventId: string;
            eventType: components["schemas"]["WebhookEventType"];
            status: components["schemas"]["WebhookDeliveryStatus"];
            attemptCount: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
        };
        WebhookAttempt: {
            id: number;
            deliveryId: string;
            eventId: string;
            eventType: components["schemas"]["WebhookEventType"];
            /**
             * @description MANUAL quando veio de 'Reenviar'.
             * @enum {string}
             */
            trigger: "SCHEDULED" | "MANUAL";
            /**
             * Format: date-time
             * @description Pelo relógio do sandbox.
             */
            attemptedAt: string;
            /** @description Null quando o receptor não respondeu. */
            statusCode: number | null;
            latencyMs: number;
            /** @description O começo da resposta (até 1 KB), só quando o receptor respondeu 2xx; em erros e redirecionamentos fica null (o destino pode ser qualquer serviço deste computador), e ficam só o status e o tempo. */
            responseExcerpt: string | null;
            /** @description Falha sem resposta: tempo esgotado, conexão recusada. */
            error: string | null;
            succeeded: boolean;
            deliveryStatus: components["schemas"]["WebhookDeliveryStatus"];
            /**
             * Format: date-time
             * @description A próxima tentativa da entrega, se houver.
             */
            nextAttemptAt: string | null;
        };
        WebhookAttemptPage: {
            content: components["schemas"]["WebhookAttempt"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        /** @enum {string} */
        WebhookEventType: "charge.created" | "charge.paid" | "charge.late" | "charge.updated" | "charge.refunded" | "charge.disputed" | "subscription.created" | "subscription.renewed" | "subscription.defaulted" | "subscription.cancelled" | "payment_link.paid";
        WebhookCustomer: {
            /** Format: uuid */
            id: string | null;
            name: string;
            email: string;
            /** @description Só dígitos. */
            document: string;
        };
        /**
         * @description A cobrança como estava quando o evento aconteceu, com os nomes de `Charge` (a resposta de
         *     `GET /charges/{id}`): `uuid`, `paymentLink`, `customerId`, `customerName`, `customerEmail`,
         *     `customerDocument`. `id`, `paymentLinkId` e `customer` são os nomes antigos dos mesmos valores,
         *     mantidos para receptores já escritos; saem na versão 1.0.
         */
        WebhookCharge: {
            /** Format: uuid */
            uuid: string;
            title: string;
            status: components["schemas"]["ChargeStatus"];
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            /** @description Em reais. */
            value: number;
            installments: number;
            /** Format: date */
            expirationDate: string;
            /** Format: date */
            paidDate: string | null;
            origin: components["schemas"]["ChargeOrigin"];
            /** @description O link de pagamento de origem. */
            paymentLink: string | null;
            /** Format: uuid */
            subscriptionId: string | null;
            /** Format: uuid */
            customerId: string | null;
            customerName: string;
            customerEmail: string;
            /** @description Só dígitos. */
            customerDocument: string;
            /**
             * Format: uuid
             * @deprecated
             * @description O mesmo que `uuid`.
             */
            id: string;
            /**
             * @deprecated
             * @description O mesmo que `paymentLink`.
             */
            paymentLinkId: string | null;
            /**
             * @deprecated
             * @description O mesmo que `customerId`, `customerName`, `customerEmail` e `customerDocument`.
             */
            customer: components["schemas"]["WebhookCustomer"];
        };
        /** @description A assinatura como estava quando o evento aconteceu. */
        WebhookSubscription: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SubscriptionStatus"];
            planId: number;
            planTitle: string;
            periodicity: components["schemas"]["Periodicity"];
            /** @description Valor do período, em reais. */
            value: number;
            paymentMethod: components["schemas"]["ChargePaymentMethod"];
            /** Format: date */
            startDate: string;
            /** Format: date */
            nextExpirationDate: string | null;
            /** Format: date */
            cancelledDate: string | null;
            customer: components["schemas"]["WebhookCustomer"];
        };
        WebhookChargeRefund: {
            charge: components["schemas"]["WebhookCharge"];
            /** @description O que este estorno devolveu, em reais. */
            amount: number;
            /** @description Tudo o que a cobrança já devolveu, em reais. */
            totalRefunded: number;
        };
        /** @description A disputa aberta (charge.status DISPUTE, com o prazo de contestação) ou perdida (CHARGEBACK). */
        WebhookChargeDispute: {
            charge: components["schemas"]["WebhookCharge"];
            /** Format: date */
            contestDeadline: string | null;
        };
        /** @description A cobrança de um novo período da assinatura, emitida pelo faturamento. */
        WebhookSubscriptionRenewal: {
            subscription: components["schemas"]["WebhookSubscription"];
            charge: components["schemas"]["WebhookCharge"];
        };
        WebhookPaymentLinkPayment: {
            paymentLink: {
                /** Format: uuid */
                id: string;
                type: components["schemas"]["PaymentLinkType"];
                title: string;
            };
            charge: components["schemas"]["WebhookCharge"];
        };
        ChargeCreatedEvent: {
            /** @description O id do evento (`evt_…`), o mesmo para todos os webhooks que o recebem. */
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "charge.created";
            /**
             * Format: date-time
             * @description Quando aconteceu, pelo relógio do sandbox.
             */
            timestamp: string;
            data: components["schemas"]["WebhookCharge"];
        };
        ChargePaidEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "charge.paid";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookCharge"];
        };
        /** @description Uma cobrança a receber passou do vencimento (uma vez por cobrança, na virada do dia em São Paulo). */
        ChargeLateEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "charge.late";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookCharge"];
        };
        /**
         * @description A cobrança mudou sem ser paga, estornada nem vencer: hoje, a segunda via de um boleto (prorrogação,
         *     `POST /charges/{id}/reschedule`), com o novo vencimento e a situação de volta a SCHEDULED; a nova linha
         *     digitável e o valor com multa e juros vêm em `GET /charges/{id}`. A linha anterior deixa de ser paga.
         */
        ChargeUpdatedEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "charge.updated";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookCharge"];
        };
        /** @description Um estorno, total ou parcial, concluído. */
        ChargeRefundedEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "charge.refunded";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookChargeRefund"];
        };
        ChargeDisputedEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "charge.disputed";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookChargeDispute"];
        };
        SubscriptionCreatedEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "subscription.created";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookSubscription"];
        };
        SubscriptionRenewedEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "subscription.renewed";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookSubscriptionRenewal"];
        };
        /** @description A última tentativa de cobrança no cartão foi recusada; a assinatura ficou DEFAULTER. */
        SubscriptionDefaultedEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "subscription.defaulted";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookSubscription"];
        };
        SubscriptionCancelledEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "subscription.cancelled";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookSubscription"];
        };
        PaymentLinkPaidEvent: {
            id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "payment_link.paid";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["WebhookPaymentLinkPayment"];
        };
        /**
         * @description O corpo de toda entrega: um evento, identificado por `type`. Eventos de cobrança de uma
         *     assinatura e `payment_link.paid` de um link de assinatura vão aos webhooks do domínio SUBSCRIPTION;
         *     os demais de cobrança e link, aos do domínio ORDER; os `subscription.*`, aos de SUBSCRIPTION.
         */
        WebhookEvent: components["schemas"]["ChargeCreatedEvent"] | components["schemas"]["ChargePaidEvent"] | components["schemas"]["ChargeLateEvent"] | components["schemas"]["ChargeUpdatedEvent"] | components["schemas"]["ChargeRefundedEvent"] | components["schemas"]["ChargeDisputedEvent"] | components["schemas"]["SubscriptionCreatedEvent"] | components["schemas"]["SubscriptionRenewedEvent"] | components["schemas"]["SubscriptionDefaultedEvent"] | components["schemas"]["SubscriptionCancelledEvent"] | components["schemas"]["PaymentLinkPaidEvent"];
    };
    responses: {
        /**
         * @description A movimentação pede a confirmação de quem a faz (CONFIRMATION_REQUIRED), ou a confirmação enviada
         *     não vale para ela: vencida, já usada, de outro usuário ou de outro tipo (CONFIRMATION_INVALID). Nada
         *     foi movimentado; a recusa fica no registro de atividades.
         */
        ConfirmationRequired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "CONFIRMATION_REQUIRED",
                 *           "description": "Confirme sua identidade para continuar."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description O estado da nota ou da cobrança não permite a operação; ou a mesma Idempotency-Key com outro conteúdo. */
        InvoiceConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "INVOICE_EXISTS",
                 *           "description": "Esta cobrança já tem uma nota fiscal autorizada ou em processamento."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
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
        /** @description O status da assinatura (ou uma antecipação ativa) não permite a operação. */
        SubscriptionStatusConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "SUBSCRIPTION_STATUS",
                 *           "description": "Só uma assinatura ativa pode ser editada."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description A URL já é de outro checkout, o seller já tem checkout, ou a mesma Idempotency-Key com outro conteúdo. */
        CheckoutConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "SUBDOMAIN_TAKEN",
                 *           "description": "URL já em uso por outro checkout!"
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
         * @description A confirmação de `POST /core/step-up` para o tipo desta movimentação, quando o administrador do seller
         *     escolheu que ela pede (`GET /core/step-up/settings`). Serve uma vez; sem ela, ou vencida, 428.
         * @example 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c1e3f9a1c7e5b2d4f6a
         */
        StepUpConfirmation: string;
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
         * @description Eventos por página; até 100.
         * @example 20
         */
        EventListSize: number;
        /**
         * @description O id (uuid) do webhook.
         * @example 3b0e0000-0000-4000-8000-000000000001
         */
        WebhookId: string;
        /**
         * @description O id (uuid) da chave de API.
         * @example a7e10000-0000-4000-8000-000000000001
         */
        ApiKeyId: string;
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
                 * @description Aceita todo status de cobrança (ChargeStatus), com a mesma grafia, mais ALL. PAID inclui as pagas manualmente; PAID_MANUALLY lista só essas. ABANDONED é um sinônimo mantido por compatibilidade de ABANDONNED (a grafia da cobrança).
                 * @example LATE
                 */
                status?: "ALL" | "PAID" | "PAID_MANUALLY" | "PRE_AUTHORIZED" | "SCHEDULED" | "LATE" | "CANCELED" | "REFUND" | "DISPUTE" | "ABANDONNED" | "ABANDONED" | "CHARGEBACK" | "FAILED";
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
                 * @description Em reais, com até 2 casas.
                 * @example 100
                 */
                valueMin?: number;
                /**
                 * @description Em reais, com até 2 casas.
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
    createCharge: {
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
                 *       "customerId": "0f6e2c1a-8b3d-4c5e-9f70-1a2b3c4d5e6f",
                 *       "paymentMethod": "BOLETO",
                 *       "value": 150,
                 *       "expirationDate": "2026-12-15",
                 *       "description": "Consultoria de dezembro",
                 *       "installments": 1
                 *     }
                 */
                "application/json": components["schemas"]["ChargeCreateRequest"];
            };
        };
        responses: {
            /** @description A cobrança criada, com o boleto ou o Pix. */
            201: {
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
                /**
                 * @description Pelo dia da cobrança no período (pagamento das pagas, vencimento das demais).
                 * @example date,DESC
                 */
                sort?: "date,DESC" | "date,ASC";
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
                     *       ],
                     *       "checkoutSubdomain": "loja-exemplo"
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
                     *       ],
                     *       "sellerAmount": 134.91
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["ChargeSplitLine"][];
                        /**
                         * @description A parte do seller numa cobrança paga de link com split, em reais: o valor menos as
                         *     partes dos sub-vendedores (os centavos que não dividem ficam com o seller). Null sem
                         *     essa divisão.
                         */
                        sellerAmount: number | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    rescheduleCharge: {
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
                 *       "expirationDate": "2026-12-15",
                 *       "waiveLateFees": false
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date
                     * @description O novo vencimento.
                     */
                    expirationDate: string;
                    /**
                     * @description Prorrogar sem multa e juros.
                     * @default false
                     */
                    waiveLateFees?: boolean;
                };
            };
        };
        responses: {
            /** @description A cobrança com o boleto novo. */
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
    getRefundEligibility: {
        parameters: {
            query?: {
                /**
                 * @description Em reais, com até 2 casas.
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
                 * @description A confirmação de `POST /core/step-up` para o tipo desta movimentação, quando o administrador do seller
                 *     escolheu que ela pede (`GET /core/step-up/settings`). Serve uma vez; sem ela, ou vencida, 428.
                 * @example 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c1e3f9a1c7e5b2d4f6a
                 */
                "X-Balcao-Confirmation"?: components["parameters"]["StepUpConfirmation"];
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
                    /**
                     * Format: money
                     * @description Em reais, com até 2 casas.
                     */
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
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    requestChargeback: {
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
                 *       "asFraud": true
                 *     }
                 */
                "application/json": {
                    /** @description 'Possível fraude'. */
                    asFraud: boolean;
                };
            };
        };
        responses: {
            /** @description A solicitação registrada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "status": "DISPUTE",
                     *         "asFraud": true,
                     *         "contestDeadline": "2026-11-26",
                     *         "antiFraudEmail": "antifraude@balcao.dev"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ChargebackRequestResult"];
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
    listPosRefunds: {
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
            /** @description As tentativas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "attempts": [
                     *           {
                     *             "uuid": "3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
                     *             "value": 89.9,
                     *             "status": "PROCESSING",
                     *             "updatedBy": "admin@demo.balcao.dev",
                     *             "createdAt": "2026-11-21T13:00:00Z",
                     *             "settlesAt": "2026-11-21T13:10:00Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PosRefunds"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPosRefund: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A confirmação de `POST /core/step-up` para o tipo desta movimentação, quando o administrador do seller
                 *     escolheu que ela pede (`GET /core/step-up/settings`). Serve uma vez; sem ela, ou vencida, 428.
                 * @example 3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c1e3f9a1c7e5b2d4f6a
                 */
                "X-Balcao-Confirmation"?: components["parameters"]["StepUpConfirmation"];
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
                 *       "value": 89.9,
                 *       "updated_by": "admin@demo.balcao.dev"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: money
                     * @description Em reais, com até 2 casas.
                     */
                    value: number;
                    /** Format: email */
                    updated_by: string;
                };
            };
        };
        responses: {
            /** @description Estorno aceito, em processamento. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PosRefunds"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["ChargeStatusConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    createCancellationLetter: {
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
                 *       "uuid": "c0000000-0000-4000-8000-000100000001"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description A cobrança.
                     */
                    uuid: string;
                };
            };
        };
        responses: {
            /** @description A carta gerada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "url": "http://localhost:4010/_sandbox/cartas-cancelamento/9d1c2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CancellationLetter"];
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
    getSellerBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O saldo. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalAmount": 15230.75,
                     *       "amount": 9870.4,
                     *       "provisionedAmount": 5360.35
                     *     }
                     */
                    "application/json": components["schemas"]["SellerBalance"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                /**
                 * @description Sem status, todas (a aba Todas).
                 * @example ACTIVE
                 */
                status?: components["schemas"]["SubscriptionStatus"];
                /** @example maria */
                customerName?: string;
                /** @example 529.982.247-25 */
                customerDocument?: string;
                /** @example 2026-11-01 */
                expirationDateInitial?: string;
                /** @example 2026-11-30 */
                expirationDateFinal?: string;
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
                /** @example startDate,DESC */
                sort?: "startDate,DESC" | "startDate,ASC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de assinaturas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "uuid": "5d000000-0000-4000-8000-000100000001",
                     *           "customerId": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *           "customerName": "Maria Souza",
                     *           "customerDocument": "52998224725",
                     *           "startDate": "2026-03-10",
                     *           "titlePlan": "Plano Essencial",
                     *           "idPlan": 1,
                     *           "basicValue": {
                     *             "type": "MONTHLY",
                     *             "value": 49.9,
                     *             "valuePerMonth": 49.9
                     *           },
                     *           "status": "ACTIVE",
                     *           "paymentMethod": "CREDIT_CARD",
                     *           "expirationDate": "2026-12-10"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["SubscriptionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createSubscription: {
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
                 *       "idPlan": 1,
                 *       "basicValue": {
                 *         "type": "MONTHLY",
                 *         "value": 49.9
                 *       },
                 *       "payment": {
                 *         "method": "PIX"
                 *       },
                 *       "uuidBuyer": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                 *       "startDate": "2026-12-10"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionImportRequest"];
            };
        };
        responses: {
            /** @description A assinatura criada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A assinatura. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "5d000000-0000-4000-8000-000100000001",
                     *       "customerId": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                     *       "customerName": "Maria Souza",
                     *       "customerDocument": "52998224725",
                     *       "startDate": "2026-03-10",
                     *       "titlePlan": "Plano Essencial",
                     *       "idPlan": 1,
                     *       "basicValue": {
                     *         "type": "MONTHLY",
                     *         "value": 49.9,
                     *         "valuePerMonth": 49.9
                     *       },
                     *       "status": "ACTIVE",
                     *       "paymentMethod": "CREDIT_CARD",
                     *       "expirationDate": "2026-12-10",
                     *       "additionalValue": {
                     *         "value": 19.9,
                     *         "installments": 1
                     *       },
                     *       "bankSlipDescription": null,
                     *       "cancelledDate": null,
                     *       "invoiceEnabled": true,
                     *       "activeInvoiceConfig": true,
                     *       "anticipated": false,
                     *       "charges": [
                     *         {
                     *           "uuid": "c0000000-0000-4000-8000-000100000001",
                     *           "expirationDate": "2026-11-10",
                     *           "status": "PAID",
                     *           "value": 49.9
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "idPlan": 1,
                 *       "basicValueRequest": {
                 *         "type": "SEMESTER",
                 *         "value": 269.4,
                 *         "valuePerMonth": 44.9
                 *       },
                 *       "bankSlipDescription": "Mensalidade do plano"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionUpdateRequest"];
            };
        };
        responses: {
            /** @description A assinatura editada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SubscriptionStatusConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    setSubscriptionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionStatusRequest"];
            };
        };
        responses: {
            /** @description A assinatura com o novo status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["SubscriptionStatusConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    setSubscriptionInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid da assinatura.
                 * @example 5d000000-0000-4000-8000-000100000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionInvoiceRequest"];
            };
        };
        responses: {
            /** @description A assinatura. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    importSubscription: {
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
                 *       "idPlan": 1,
                 *       "basicValue": {
                 *         "type": "MONTHLY",
                 *         "value": 49.9
                 *       },
                 *       "payment": {
                 *         "method": "PIX"
                 *       },
                 *       "uuidBuyer": "6f1c2a9e-4b7d-4e21-9a3c-1d2e3f4a5b6c",
                 *       "startDate": "2026-12-10"
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionImportRequest"];
            };
        };
        responses: {
            /** @description A assinatura importada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPlans: {
        parameters: {
            query?: {
                /** @example essencial */
                title?: string;
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
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de planos. */
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
                     *           "title": "Plano Essencial",
                     *           "description": "O básico para começar.",
                     *           "active": true,
                     *           "bullets": [
                     *             {
                     *               "description": "Suporte por e-mail"
                     *             }
                     *           ],
                     *           "basicValues": [
                     *             {
                     *               "type": "MONTHLY",
                     *               "value": 49.9,
                     *               "valuePerMonth": 49.9
                     *             },
                     *             {
                     *               "type": "SEMESTER",
                     *               "value": 269.4,
                     *               "valuePerMonth": 44.9
                     *             },
                     *             {
                     *               "type": "YEARLY",
                     *               "value": 478.8,
                     *               "valuePerMonth": 39.9
                     *             }
                     *           ],
                     *           "idCheckout": null,
                     *           "bankSlipDescription": "Mensalidade do Plano Essencial",
                     *           "enableBankSlip": true,
                     *           "enableCreditCard": true,
                     *           "enablePixPayment": true
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["PlanPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createPlan: {
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
                 *       "title": "Plano Essencial",
                 *       "description": "O básico para começar.",
                 *       "bullets": [
                 *         {
                 *           "description": "Suporte por e-mail"
                 *         }
                 *       ],
                 *       "basicValues": [
                 *         {
                 *           "type": "MONTHLY",
                 *           "value": 49.9,
                 *           "valuePerMonth": 49.9
                 *         },
                 *         {
                 *           "type": "SEMESTER",
                 *           "value": 269.4,
                 *           "valuePerMonth": 44.9
                 *         },
                 *         {
                 *           "type": "YEARLY",
                 *           "value": 478.8,
                 *           "valuePerMonth": 39.9
                 *         }
                 *       ],
                 *       "enableBankSlip": true,
                 *       "enableCreditCard": true,
                 *       "enablePixPayment": true
                 *     }
                 */
                "application/json": components["schemas"]["PlanRequest"];
            };
        };
        responses: {
            /** @description O plano cadastrado (com o seu id). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do plano.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "title": "Plano Essencial",
                     *       "description": "O básico para começar.",
                     *       "active": true,
                     *       "bullets": [
                     *         {
                     *           "description": "Suporte por e-mail"
                     *         }
                     *       ],
                     *       "basicValues": [
                     *         {
                     *           "type": "MONTHLY",
                     *           "value": 49.9,
                     *           "valuePerMonth": 49.9
                     *         },
                     *         {
                     *           "type": "SEMESTER",
                     *           "value": 269.4,
                     *           "valuePerMonth": 44.9
                     *         },
                     *         {
                     *           "type": "YEARLY",
                     *           "value": 478.8,
                     *           "valuePerMonth": 39.9
                     *         }
                     *       ],
                     *       "idCheckout": null,
                     *       "bankSlipDescription": "Mensalidade do Plano Essencial",
                     *       "enableBankSlip": true,
                     *       "enableCreditCard": true,
                     *       "enablePixPayment": true
                     *     }
                     */
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do plano.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Plano Essencial",
                 *       "description": "O básico para começar.",
                 *       "bullets": [
                 *         {
                 *           "description": "Suporte por e-mail"
                 *         },
                 *         {
                 *           "description": "Até 3 usuários"
                 *         }
                 *       ],
                 *       "basicValues": [
                 *         {
                 *           "type": "MONTHLY",
                 *           "value": 54.9,
                 *           "valuePerMonth": 54.9
                 *         },
                 *         {
                 *           "type": "SEMESTER",
                 *           "value": 299.4,
                 *           "valuePerMonth": 49.9
                 *         },
                 *         {
                 *           "type": "YEARLY",
                 *           "value": 538.8,
                 *           "valuePerMonth": 44.9
                 *         }
                 *       ],
                 *       "enableBankSlip": true,
                 *       "enableCreditCard": true,
                 *       "enablePixPayment": false
                 *     }
                 */
                "application/json": components["schemas"]["PlanRequest"];
            };
        };
        responses: {
            /** @description O plano editado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setPlanActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do plano.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["PlanActiveRequest"];
            };
        };
        responses: {
            /** @description O plano. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plan"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getDefaultCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O checkout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 1,
                     *       "title": "Loja Exemplo",
                     *       "description": "Assinaturas e pagamentos da Loja Exemplo.",
                     *       "subDomain": "loja-exemplo",
                     *       "notes": null,
                     *       "url": "http://localhost:4010/checkout/loja-exemplo"
                     *     }
                     */
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    createCheckout: {
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
                 *       "title": "Loja Exemplo",
                 *       "description": "Assinaturas e pagamentos da Loja Exemplo.",
                 *       "subDomain": "loja-exemplo"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description O checkout cadastrado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CheckoutConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do checkout.
                 * @example 1
                 */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Loja Exemplo",
                 *       "description": "Nova descrição.",
                 *       "subDomain": "loja-exemplo"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutRequest"];
            };
        };
        responses: {
            /** @description O checkout editado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Checkout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["CheckoutConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    checkSubdomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A URL (subdomínio) a verificar.
                 * @example loja-exemplo
                 */
                subDomain: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A verificação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subDomain": "loja-exemplo",
                     *       "exists": true,
                     *       "isValid": true
                     *     }
                     */
                    "application/json": components["schemas"]["SubdomainCheck"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
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
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de chaves. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "a7e10000-0000-4000-8000-000000000001",
                     *           "title": "Chave 1",
                     *           "active": true,
                     *           "prefix": "bk_test_Q3x9",
                     *           "createdAt": "2026-10-02T13:00:00.000Z",
                     *           "lastUsedAt": "2026-11-20T17:42:00.000Z"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createApiKey: {
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
                 *       "title": "Chave 2"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyCreateRequest"];
            };
        };
        responses: {
            /** @description A chave criada, com o segredo (mostrado uma vez). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "a7e10000-0000-4000-8000-000000000003",
                     *       "title": "Chave 2",
                     *       "active": true,
                     *       "prefix": "bk_test_pW7c",
                     *       "createdAt": "2026-11-24T12:00:00.000Z",
                     *       "lastUsedAt": null,
                     *       "token": "bk_test_pW7cY2u0fQ1sK8mN3bV6xZ9aR4tL5hJ0gE2dC7iO1w"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiKeyCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) da chave de API.
                 * @example a7e10000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "ERP da loja",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyUpdateRequest"];
            };
        };
        responses: {
            /** @description A chave editada (sem o segredo). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) da chave de API.
                 * @example a7e10000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Chave excluída. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setApiKeyActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) da chave de API.
                 * @example a7e10000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyActiveRequest"];
            };
        };
        responses: {
            /** @description A chave com a nova situação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As configurações. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateNotificationIdentification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Loja Exemplo",
                 *       "email": "contato@lojaexemplo.com.br",
                 *       "hiddenEmail": "",
                 *       "activeAllNotifications": true
                 *     }
                 */
                "application/json": components["schemas"]["NotificationIdentificationRequest"];
            };
        };
        responses: {
            /** @description As configurações depois da alteração. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setNotificationActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "BANK_SLIP_PREPAYMENT_FIFTEEN_DAYS_WHATSAPP",
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["NotificationActiveRequest"];
            };
        };
        responses: {
            /** @description As configurações depois da alteração. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    setEveryNotificationActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": true,
                 *       "channel": "EMAIL"
                 *     }
                 */
                "application/json": components["schemas"]["NotificationMigrationRequest"];
            };
        };
        responses: {
            /** @description As configurações depois da alteração. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
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
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de webhooks. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "3b0e0000-0000-4000-8000-000000000001",
                     *           "title": "ERP da loja",
                     *           "url": "http://127.0.0.1:4242/webhooks/balcao",
                     *           "domains": [
                     *             "ORDER",
                     *             "SUBSCRIPTION"
                     *           ],
                     *           "active": true,
                     *           "disabledReason": null,
                     *           "previousSecretExpiresAt": null,
                     *           "createdAt": "2026-11-20T13:00:00.000Z",
                     *           "updatedAt": "2026-11-20T13:00:00.000Z"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createWebhook: {
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
                 *       "title": "ERP da loja",
                 *       "url": "http://127.0.0.1:4242/webhooks/balcao",
                 *       "domains": [
                 *         "ORDER"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookRequest"];
            };
        };
        responses: {
            /** @description O webhook criado, com o segredo (mostrado uma vez). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3b0e0000-0000-4000-8000-000000000001",
                     *       "title": "ERP da loja",
                     *       "url": "http://127.0.0.1:4242/webhooks/balcao",
                     *       "domains": [
                     *         "ORDER"
                     *       ],
                     *       "active": true,
                     *       "disabledReason": null,
                     *       "previousSecretExpiresAt": null,
                     *       "createdAt": "2026-11-20T13:00:00.000Z",
                     *       "updatedAt": "2026-11-20T13:00:00.000Z",
                     *       "secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw7fR8VqRjxAU="
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "ERP da loja",
                 *       "url": "http://127.0.0.1:4242/webhooks/balcao",
                 *       "domains": [
                 *         "ORDER",
                 *         "SUBSCRIPTION"
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["WebhookUpdateRequest"];
            };
        };
        responses: {
            /** @description O webhook editado (sem o segredo). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhook excluído. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    setWebhookActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["WebhookActiveRequest"];
            };
        };
        responses: {
            /** @description O webhook com a nova situação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    rotateWebhookSecret: {
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
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O segredo novo e até quando o anterior ainda assina. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "secret": "whsec_3cNqS2yJ0hTqZp7oXbq1mW1Jc6f9d4bQmT1V7c8jZ0k=",
                     *       "previousSecretExpiresAt": "2026-11-21T13:00:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookSecret"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listWebhookAttempts: {
        parameters: {
            query?: {
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
            };
            header?: never;
            path: {
                /**
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de tentativas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 12,
                     *           "deliveryId": "msg_2Qm8dXk3v9Rr1fWbL0aTzY",
                     *           "eventId": "evt_7hJt2nLw0cQk5sPz8vYb3X",
                     *           "eventType": "charge.paid",
                     *           "trigger": "SCHEDULED",
                     *           "attemptedAt": "2026-11-20T13:05:00.000Z",
                     *           "statusCode": 500,
                     *           "latencyMs": 35,
                     *           "responseExcerpt": null,
                     *           "error": null,
                     *           "succeeded": false,
                     *           "deliveryStatus": "PENDING",
                     *           "nextAttemptAt": "2026-11-20T13:06:12.000Z"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["WebhookAttemptPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    resendWebhookDelivery: {
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
                 * @description O id (uuid) do webhook.
                 * @example 3b0e0000-0000-4000-8000-000000000001
                 */
                id: components["parameters"]["WebhookId"];
                /**
                 * @description O id da entrega (o cabeçalho `webhook-id`).
                 * @example msg_2Qm8dXk3v9Rr1fWbL0aTzY
                 */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reenvio aceito. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Eventos por página; até 100.
                 * @example 20
                 */
                size?: components["parameters"]["EventListSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de eventos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "evt_7hJt2nLw0cQk5sPz8vYb3X",
                     *           "type": "subscription.cancelled",
                     *           "timestamp": "2026-11-20T13:00:00.000Z",
                     *           "data": {
                     *             "id": "5e2d0000-0000-4000-8000-000000000001",
                     *             "status": "INACTIVE",
                     *             "planId": 1,
                     *             "planTitle": "Plano mensal",
                     *             "periodicity": "MONTHLY",
                     *             "value": 49.9,
                     *             "paymentMethod": "PIX",
                     *             "startDate": "2026-10-20",
                     *             "nextExpirationDate": null,
                     *             "cancelledDate": "2026-11-20",
                     *             "customer": {
                     *               "id": "7c1a0000-0000-4000-8000-000000000001",
                     *               "name": "Ana Souza",
                     *               "email": "ana@exemplo.com.br",
                     *               "document": "52998224725"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["EventPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    replayEvent: {
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
                 * @description O id do evento (`evt_…`).
                 * @example evt_7hJt2nLw0cQk5sPz8vYb3X
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "endpointId": "3b0e0000-0000-4000-8000-000000000001"
                 *     }
                 */
                "application/json": components["schemas"]["EventReplayRequest"];
            };
        };
        responses: {
            /** @description Entrega criada. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
    listChargeInvoices: {
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
            /** @description As notas da cobrança (lista vazia quando nenhuma foi emitida). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "uuidInvoice": "5d6e7f80-91a2-4b3c-8d4e-5f60718293a4",
                     *           "invoiceNumber": 1042,
                     *           "createdAt": "2026-11-03T21:00:00Z",
                     *           "status": "AUTHORIZED",
                     *           "invoiceDownloadLink": {
                     *             "pdfImageLink": "http://localhost:4010/_sandbox/invoices/5d6e7f80-91a2-4b3c-8d4e-5f60718293a4.pdf",
                     *             "xmlImageLink": "http://localhost:4010/_sandbox/invoices/5d6e7f80-91a2-4b3c-8d4e-5f60718293a4.xml"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        data: components["schemas"]["Invoice"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    emitChargeInvoice: {
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
        requestBody?: never;
        responses: {
            /** @description Nota enviada à prefeitura. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuidInvoice": "5d6e7f80-91a2-4b3c-8d4e-5f60718293a4",
                     *       "invoiceNumber": null,
                     *       "createdAt": "2026-11-03T21:00:00Z",
                     *       "status": "SEND_INVOICE_SYSTEM",
                     *       "invoiceDownloadLink": {
                     *         "pdfImageLink": null,
                     *         "xmlImageLink": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvoiceConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    sendChargeInvoiceEmail: {
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
                 *       "uuidInvoice": "5d6e7f80-91a2-4b3c-8d4e-5f60718293a4"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    uuidInvoice: string;
                };
            };
        };
        responses: {
            /** @description E-mail enviado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "sentTo": "joao.pereira@exemplo.com.br"
                     *     }
                     */
                    "application/json": {
                        /** @description O e-mail do cliente. */
                        sentTo: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvoiceConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuidInvoice.
                 * @example 5d6e7f80-91a2-4b3c-8d4e-5f60718293a4
                 */
                id: string;
                /**
                 * @description O CNPJ do seller (`cnpjSeller` da cobrança), sem pontuação; alfanumérico desde 2026 (12 letras ou dígitos e 2 dígitos verificadores).
                 * @example 11222333000181
                 */
                cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A nota cancelada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["InvoiceConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getInvoiceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A configuração. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "active": true,
                     *         "configured": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceConfigResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateInvoiceConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": {
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description A configuração atualizada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": {
                     *         "active": false,
                     *         "configured": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceConfigResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getDefaultPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os métodos padrão. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "defaultEnableCreditCard": true,
                     *       "defaultEnableBankSlip": true,
                     *       "defaultEnablePixPayment": false
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultPaymentMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateDefaultPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "defaultEnablePixPayment": true
                 *     }
                 */
                "application/json": components["schemas"]["DefaultPaymentMethodsUpdate"];
            };
        };
        responses: {
            /** @description Os métodos padrão depois da mudança. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "defaultEnableCreditCard": true,
                     *       "defaultEnableBankSlip": true,
                     *       "defaultEnablePixPayment": true
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultPaymentMethods"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os métodos padrão. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "defaultEnableCreditCard": true,
                     *       "defaultEnableBankSlip": true,
                     *       "defaultEnablePixPayment": true
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultPaymentMethods"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "defaultEnableBankSlip": false
                 *     }
                 */
                "application/json": components["schemas"]["DefaultPaymentMethodsUpdate"];
            };
        };
        responses: {
            /** @description Os métodos padrão depois da mudança. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "defaultEnableCreditCard": true,
                     *       "defaultEnableBankSlip": false,
                     *       "defaultEnablePixPayment": true
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultPaymentMethods"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getDefaultTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A multa e os juros padrão. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bankSlipTax": {
                     *         "fine": {
                     *           "enable": true,
                     *           "percentage": 2
                     *         },
                     *         "interest": {
                     *           "enable": true,
                     *           "percentage": 1
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultTax"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updateDefaultTax: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "bankSlipTax": {
                 *         "fine": {
                 *           "enable": true,
                 *           "percentage": 2
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DefaultTaxUpdate"];
            };
        };
        responses: {
            /** @description A multa e os juros padrão depois da mudança. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "bankSlipTax": {
                     *         "fine": {
                     *           "enable": true,
                     *           "percentage": 2
                     *         },
                     *         "interest": {
                     *           "enable": false,
                     *           "percentage": 0
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["DefaultTax"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getAntiFraudStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O sinal do antifraude. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "isFraud": false
                     *     }
                     */
                    "application/json": components["schemas"]["AntiFraudStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listReports: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 20 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de pedidos de relatório. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "9c2b1a0f-8e7d-4c6b-9a5f-4e3d2c1b0a9f",
                     *           "reportType": "VENDAS",
                     *           "accountType": null,
                     *           "startDate": "2026-10-26",
                     *           "endDate": "2026-11-25",
                     *           "recipientEmail": "financeiro@demo.balcao.dev",
                     *           "status": "SENT",
                     *           "requestedAt": "2026-11-25T15:00:00Z",
                     *           "sentAt": "2026-11-25T15:00:01Z",
                     *           "rows": 164
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["ReportRequestPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    requestReport: {
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
                 *       "report_type": "VENDAS",
                 *       "recipient_email": "financeiro@demo.balcao.dev",
                 *       "start_date": "2026-10-26",
                 *       "end_date": "2026-11-25"
                 *     }
                 */
                "application/json": components["schemas"]["ReportRequestInput"];
            };
        };
        responses: {
            /** @description Pedido aceito; o CSV chega à caixa de saída quando o agendador o gera. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "9c2b1a0f-8e7d-4c6b-9a5f-4e3d2c1b0a9f",
                     *       "reportType": "VENDAS",
                     *       "accountType": null,
                     *       "startDate": "2026-10-26",
                     *       "endDate": "2026-11-25",
                     *       "recipientEmail": "financeiro@demo.balcao.dev",
                     *       "status": "PENDING",
                     *       "requestedAt": "2026-11-25T15:00:00Z",
                     *       "sentAt": null,
                     *       "rows": null
                     *     }
                     */
                    "application/json": components["schemas"]["ReportRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getAutomationRefundBalance: {
        parameters: {
            query: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                uuid: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O saldo para estorno. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "c0000000-0000-4000-8000-000100000001",
                     *       "paidAmount": 149.9,
                     *       "refundedAmount": 50,
                     *       "availableAmount": 99.9,
                     *       "isEligible": true,
                     *       "partialAllowed": true,
                     *       "reason": null
                     *     }
                     */
                    "application/json": components["schemas"]["RefundBalance"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    requestAutomationRefund: {
        parameters: {
            query: {
                /**
                 * @description O uuid da cobrança.
                 * @example c0000000-0000-4000-8000-000100000001
                 */
                uuid: string;
            };
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
                 *       "amount": 50
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: money
                     * @description Em reais, com até 2 casas.
                     */
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
    sendChargeReport: {
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
                 *       "expirationDateInitial": "2026-10-01",
                 *       "expirationDateFinal": "2026-10-31",
                 *       "email": "admin@demo.balcao.dev"
                 *     }
                 */
                "application/json": {
                    /** Format: date */
                    expirationDateInitial: string;
                    /** Format: date */
                    expirationDateFinal: string;
                    /**
                     * Format: email
                     * @description Quem recebe o relatório.
                     */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Relatório aceito; no sandbox ele já está na caixa de saída e na central de notificações. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Relatório gerado com sucesso. Será enviado para o email informado.",
                     *       "totalElements": 164
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description Cobranças no relatório. */
                        totalElements: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPaymentLinks: {
        parameters: {
            query: {
                /**
                 * @description A aba.
                 * @example orders
                 */
                kind: "orders" | "subscriptions" | "fast-orders";
                /**
                 * @description Trecho do título (pontuais e rápidos).
                 * @example curso
                 */
                title?: string;
                /**
                 * @description Trecho do título do plano (recorrentes).
                 * @example mensal
                 */
                planTitle?: string;
                /**
                 * @description 'Ver somente links dedicados a clientes'.
                 * @example false
                 */
                withCustomer?: boolean;
                /**
                 * @description Aceito como no documento; o sandbox tem um host só e o ignora.
                 * @example false
                 */
                whiteLabel?: boolean;
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
                /** @example createdAt,DESC */
                sort?: "createdAt,DESC" | "createdAt,ASC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "uuid": "7a000000-0000-4000-8000-000000000001",
                     *           "type": "ORDER",
                     *           "title": "Curso de fotografia",
                     *           "description": "Oito encontros aos sábados.",
                     *           "value": 199.9,
                     *           "installments": 10,
                     *           "bankSlipDescription": null,
                     *           "uuidSellerClient": null,
                     *           "sellerClient": null,
                     *           "allowedPaymentMethods": {
                     *             "creditCardMethod": {
                     *               "type": "EARLY",
                     *               "discount": null
                     *             },
                     *             "bankSlipMethod": null,
                     *             "pixMethod": {
                     *               "discount": {
                     *                 "amount": 5,
                     *                 "type": "PERCENT"
                     *               }
                     *             }
                     *           },
                     *           "creditCardTax": "EARLY_SELLER",
                     *           "expirationDate": null,
                     *           "timer": null,
                     *           "maxPaidUses": null,
                     *           "paidUses": 2,
                     *           "active": true,
                     *           "createdAt": "2026-11-20T14:30:00.000Z",
                     *           "url": "http://localhost:4010/payment-link/7a000000-0000-4000-8000-000000000001",
                     *           "paymentSubscription": null,
                     *           "scheduledDate": null,
                     *           "metadata": [],
                     *           "customInstallmentsValues": [
                     *             {
                     *               "paymentMethod": "CREDIT_CARD",
                     *               "installments": 10
                     *             },
                     *             {
                     *               "paymentMethod": "PIX",
                     *               "installments": 1
                     *             }
                     *           ],
                     *           "subSellerResponse": []
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createPaymentLink: {
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
                 *       "type": "ORDER",
                 *       "uuidSellerClient": null,
                 *       "bankSlipDescription": "Curso presencial, turma de dezembro",
                 *       "paymentOrder": {
                 *         "title": "Curso de fotografia",
                 *         "description": "Oito encontros aos sábados.",
                 *         "installments": 1,
                 *         "value": 199.9,
                 *         "expirationDate": null,
                 *         "timer": "2026-12-20T18:00:00"
                 *       },
                 *       "allowedPaymentMethods": {
                 *         "creditCardMethod": {
                 *           "type": "EARLY",
                 *           "discount": null
                 *         },
                 *         "bankSlipMethod": {
                 *           "discount": {
                 *             "amount": 5,
                 *             "type": "PERCENT"
                 *           }
                 *         },
                 *         "pixMethod": {
                 *           "discount": {
                 *             "amount": 10,
                 *             "type": "PERCENT"
                 *           }
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkCreateRequest"];
            };
        };
        responses: {
            /** @description Link criado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "7a000000-0000-4000-8000-000000000001",
                     *       "type": "ORDER",
                     *       "title": "Curso de fotografia",
                     *       "description": "Oito encontros aos sábados.",
                     *       "value": 199.9,
                     *       "installments": 1,
                     *       "bankSlipDescription": "Curso presencial, turma de dezembro",
                     *       "uuidSellerClient": null,
                     *       "sellerClient": null,
                     *       "allowedPaymentMethods": {
                     *         "creditCardMethod": {
                     *           "type": "EARLY",
                     *           "discount": null
                     *         },
                     *         "bankSlipMethod": {
                     *           "discount": {
                     *             "amount": 5,
                     *             "type": "PERCENT"
                     *           }
                     *         },
                     *         "pixMethod": {
                     *           "discount": {
                     *             "amount": 10,
                     *             "type": "PERCENT"
                     *           }
                     *         }
                     *       },
                     *       "creditCardTax": "EARLY_SELLER",
                     *       "expirationDate": null,
                     *       "timer": "2026-12-20T21:00:00.000Z",
                     *       "maxPaidUses": null,
                     *       "paidUses": 0,
                     *       "active": true,
                     *       "createdAt": "2026-11-20T14:30:00.000Z",
                     *       "url": "http://localhost:4010/payment-link/7a000000-0000-4000-8000-000000000001",
                     *       "paymentSubscription": null,
                     *       "scheduledDate": null,
                     *       "metadata": [],
                     *       "customInstallmentsValues": [
                     *         {
                     *           "paymentMethod": "CREDIT_CARD",
                     *           "installments": 1
                     *         },
                     *         {
                     *           "paymentMethod": "BANK_SLIP",
                     *           "installments": 1
                     *         },
                     *         {
                     *           "paymentMethod": "PIX",
                     *           "installments": 1
                     *         }
                     *       ],
                     *       "subSellerResponse": []
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    simulatePaymentLinkInstallments: {
        parameters: {
            query: {
                /**
                 * @description Valor do link em reais, com até 2 casas.
                 * @example 100
                 */
                amount: number;
                /**
                 * @description Até quantas parcelas simular (o padrão do cartão é 10).
                 * @example 3
                 */
                maxInstallments?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As parcelas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "installmentsToBuyer": [
                     *         {
                     *           "installments": 1,
                     *           "installmentValue": 104.16,
                     *           "totalAmount": 104.16
                     *         },
                     *         {
                     *           "installments": 2,
                     *           "installmentValue": 52.9,
                     *           "totalAmount": 105.8
                     *         }
                     *       ],
                     *       "installmentsToSeller": [
                     *         {
                     *           "installments": 1,
                     *           "receivedAmount": 96.01,
                     *           "totalAmount": 100
                     *         },
                     *         {
                     *           "installments": 2,
                     *           "receivedAmount": 94.52,
                     *           "totalAmount": 100
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["InstallmentSimulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    previewPaymentLinkSplit: {
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
                 *       "value": 100,
                 *       "subSellers": [
                 *         {
                 *           "idSubSeller": 1,
                 *           "paymentType": "PERCENTAGE",
                 *           "paymentValue": 10
                 *         },
                 *         {
                 *           "idSubSeller": 2,
                 *           "paymentType": "FIXED",
                 *           "paymentValue": 20
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SplitPreviewRequest"];
            };
        };
        responses: {
            /** @description A prévia. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "subSellerPaymentResponse": [
                     *         {
                     *           "idSubSeller": 1,
                     *           "name": "Estúdio Luz",
                     *           "paymentType": "PERCENTAGE",
                     *           "paymentValue": 10,
                     *           "amountOnPaymentLink": 10
                     *         },
                     *         {
                     *           "idSubSeller": 2,
                     *           "name": "Ateliê Norte",
                     *           "paymentType": "FIXED",
                     *           "paymentValue": 20,
                     *           "amountOnPaymentLink": 20
                     *         }
                     *       ],
                     *       "amountForSubSellers": 30,
                     *       "tax": 3.99,
                     *       "availableAmount": 66.01,
                     *       "exceedsAvailable": false,
                     *       "message": null
                     *     }
                     */
                    "application/json": components["schemas"]["SplitPreview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listSplitSubSellers: {
        parameters: {
            query?: {
                /**
                 * @description Trecho do nome.
                 * @example luz
                 */
                filter?: string;
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Itens por página; até 100.
                 * @example 100
                 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de sub-vendedores que podem receber split. */
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
                     *           "name": "Estúdio Luz",
                     *           "paymentType": "PERCENTAGE",
                     *           "paymentValue": 10
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 100
                     *     }
                     */
                    "application/json": components["schemas"]["SplitSubSellerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePaymentLinkSplit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "uuidPaymentLink": "8a1f2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d",
                 *       "subSellerPaymentRequest": [
                 *         {
                 *           "idSubSeller": 1,
                 *           "paymentType": "PERCENTAGE",
                 *           "paymentValue": 10
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkSplitUpdate"];
            };
        };
        responses: {
            /** @description O link com o novo split. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaymentLinkSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As configurações. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cardInstallmentsDefault": 10,
                     *       "maxCardInstallments": 12,
                     *       "bankSlipMaxInstallments": 21,
                     *       "pixMaxInstallments": 12
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLinkSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaymentLink: {
        parameters: {
            query?: {
                /**
                 * @description Aceito como no documento; o sandbox tem um host só e o ignora.
                 * @example false
                 */
                whiteLabel?: boolean;
            };
            header?: never;
            path: {
                /**
                 * @description O uuid do link.
                 * @example 7a000000-0000-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O link. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "7a000000-0000-4000-8000-000000000001",
                     *       "type": "FAST_ORDER",
                     *       "title": "Consultoria avulsa",
                     *       "description": null,
                     *       "value": 350,
                     *       "installments": 3,
                     *       "bankSlipDescription": null,
                     *       "uuidSellerClient": null,
                     *       "sellerClient": null,
                     *       "allowedPaymentMethods": {
                     *         "creditCardMethod": {
                     *           "type": "EARLY_BUYER",
                     *           "discount": null
                     *         },
                     *         "bankSlipMethod": null,
                     *         "pixMethod": null
                     *       },
                     *       "creditCardTax": null,
                     *       "expirationDate": null,
                     *       "timer": null,
                     *       "maxPaidUses": null,
                     *       "paidUses": 0,
                     *       "active": true,
                     *       "createdAt": "2026-11-20T14:30:00.000Z",
                     *       "url": "http://localhost:4010/checkout/payment-link/7a000000-0000-4000-8000-000000000001",
                     *       "paymentSubscription": null,
                     *       "scheduledDate": null,
                     *       "metadata": [],
                     *       "customInstallmentsValues": [
                     *         {
                     *           "paymentMethod": "CREDIT_CARD",
                     *           "installments": 3
                     *         }
                     *       ],
                     *       "subSellerResponse": []
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid do link.
                 * @example 7a000000-0000-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "ORDER",
                 *       "uuidSellerClient": null,
                 *       "bankSlipDescription": null,
                 *       "paymentOrder": {
                 *         "title": "Curso de fotografia",
                 *         "value": 219.9,
                 *         "installments": 10
                 *       },
                 *       "allowedPaymentMethods": {
                 *         "creditCardMethod": {
                 *           "type": "EARLY",
                 *           "discount": null
                 *         },
                 *         "pixMethod": {
                 *           "discount": {
                 *             "amount": 5,
                 *             "type": "PERCENT"
                 *           }
                 *         }
                 *       },
                 *       "maxPaidUses": 30
                 *     }
                 */
                "application/json": components["schemas"]["PaymentLinkCreateRequest"];
            };
        };
        responses: {
            /** @description O link editado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "uuid": "7a000000-0000-4000-8000-000000000001",
                     *       "type": "ORDER",
                     *       "title": "Curso de fotografia",
                     *       "description": null,
                     *       "value": 219.9,
                     *       "installments": 10,
                     *       "bankSlipDescription": null,
                     *       "uuidSellerClient": null,
                     *       "sellerClient": null,
                     *       "allowedPaymentMethods": {
                     *         "creditCardMethod": {
                     *           "type": "EARLY",
                     *           "discount": null
                     *         },
                     *         "bankSlipMethod": null,
                     *         "pixMethod": {
                     *           "discount": {
                     *             "amount": 5,
                     *             "type": "PERCENT"
                     *           }
                     *         }
                     *       },
                     *       "creditCardTax": "EARLY_SELLER",
                     *       "expirationDate": null,
                     *       "timer": null,
                     *       "maxPaidUses": 30,
                     *       "paidUses": 2,
                     *       "active": true,
                     *       "createdAt": "2026-11-20T14:30:00.000Z",
                     *       "url": "http://localhost:4010/payment-link/7a000000-0000-4000-8000-000000000001",
                     *       "paymentSubscription": null,
                     *       "scheduledDate": null,
                     *       "metadata": [],
                     *       "customInstallmentsValues": [
                     *         {
                     *           "paymentMethod": "CREDIT_CARD",
                     *           "installments": 10
                     *         },
                     *         {
                     *           "paymentMethod": "PIX",
                     *           "installments": 1
                     *         }
                     *       ],
                     *       "subSellerResponse": []
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    deletePaymentLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O uuid do link.
                 * @example 7a000000-0000-4000-8000-000000000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Link desativado. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
}
