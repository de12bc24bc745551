/**
 * Generated from openapi/banking.yaml by openapi-typescript.
 * Do not edit: change the document and run `pnpm gen` (node scripts/gen.mjs).
 * `pnpm gen:check` fails when this file is out of date.
 */

export interface paths {
    "/redeems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saldos da página financeira
         * @description Para SELLER_ADMIN, SELLER_BACKOFFICE ou SELLER_FINANCES com a feature view_seller_finance (sem ela, 403).
         *     Somas do razão na conta de recebíveis (ACQUIRING) pelo relógio do sandbox: `amount` (disponível) são os
         *     lançamentos com data efetiva até hoje em São Paulo, `provisionedAmount` (a liberar) os futuros,
         *     `totalAmount` a soma das duas. `serverTime` é o instante do relógio do sandbox: o app mede por ele a
         *     janela bloqueada de repasse (23:00–01:00 em São Paulo) e os dias das abas.
         */
        get: operations["getFinancialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeems/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato da conta de recebíveis, por período
         * @description Mesmos papéis e feature de `getFinancialBalance`. Uma linha por movimento do razão (venda na data de
         *     liquidação com a sua taxa, estorno, chargeback, antecipação, repasse), entre as datas de execução
         *     pedidas (as duas inclusivas, no máximo 360 dias antes e 360 depois de hoje, e a inicial não depois da
         *     final; fora disso, 400). `statementType` filtra um tipo (a aba Antecipações pede CREDIT_ANTICIPATED).
         */
        get: operations["listStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeems/statement/future": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lançamentos futuros (de amanhã a 60 dias)
         * @description Mesmos papéis e feature de `getFinancialBalance`. O que ainda vai entrar ou sair da conta de
         *     recebíveis de amanhã até 60 dias adiante pelo relógio do sandbox, do dia mais próximo ao mais distante.
         */
        get: operations["listFutureEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Total dos repasses em processamento
         * @description Para SELLER_ADMIN, SELLER_BACKOFFICE ou SELLER_FINANCES com a feature view_seller_finance. A soma, em
         *     reais, dos repasses pedidos e ainda não executados (o número do §7.1).
         */
        get: operations["getPendingTransfersTotal"];
        put?: never;
        /**
         * Novo repasse (saque do saldo disponível)
         * @description Para SELLER_ADMIN, SELLER_BACKOFFICE ou SELLER_FINANCES com a feature view_seller_finance. O valor sai
         *     do disponível na hora (lançamento no razão na mesma transação) e o repasse fica em processamento até o
         *     próximo dia útil bancário, quando o agendador do sandbox o executa (para a conta PJ quando o seller usa
         *     o banco da casa, senão para a sua conta em outro banco). Recusado com 400, sem mover dinheiro: entre
         *     23:00 e 01:00 em São Paulo pelo relógio do sandbox ('A solicitação de repasse fica bloqueada no período
         *     das 23:00h e 01:00h.'), acima do disponível, com mais de duas casas decimais, zero ou negativo. Repetir
         *     a mesma `Idempotency-Key` devolve o primeiro repasse sem sacar de novo.
         */
        post: operations["requestTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sellers/transfers/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solicitações de repasse em processamento
         * @description Mesmos papéis e feature de `requestTransfer`. Os repasses pedidos e ainda não executados, do mais
         *     recente ao mais antigo (o modal pede 50 por página).
         */
        get: operations["listPendingTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/seller/antecipation/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Simula uma antecipação de recebíveis
         * @description Para SELLER_ADMIN ou SELLER_ANTICIPATION com a feature view_balance_anticipation (sem ela, 403) e a
         *     antecipação sob demanda ligada para o seller (senão, 409). Uma leitura: nada é gravado. `amount` é o
         *     líquido que se quer receber; os recebíveis a liberar são tomados do dia mais próximo ao mais distante
         *     (até 360 dias), cada um com a taxa mensal do seller pró-rata pelos dias de antecipação (centavo
         *     arredondado meio para cima). Sem `amount`, ou acima do disponível, a simulação é do máximo
         *     (`capped` verdadeiro). A data é o próximo dia útil bancário, quando o agendador executa a antecipação.
         */
        get: operations["simulateAnticipation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeems/anticipation/amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirma uma antecipação de um valor líquido
         * @description Mesmos papéis, feature e condição de `simulateAnticipation`. Antecipa os recebíveis que pagam
         *     exatamente `amount` (líquido): na mesma transação o razão recebe o crédito antecipado (bruto menos a
         *     taxa) na data de execução, o próximo dia útil bancário, e a retomada de cada recebível no seu dia, de
         *     modo que nenhum recebível é antecipado duas vezes, nem por dois pedidos simultâneos. O agendador do
         *     sandbox a executa nesse dia (status EXECUTED e e-mail a quem pediu). Acima do disponível, 400 sem
         *     mover nada. Repetir a mesma `Idempotency-Key` devolve a primeira antecipação.
         */
        post: operations["confirmAnticipation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeems/anticipation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Antecipa todo o saldo a liberar
         * @description O pedido sem corpo do §7.1, que o repasse com 'incluir saldo a liberar' faz antes de sacar: antecipa o
         *     máximo disponível, pelas mesmas regras, papéis e feature de `confirmAnticipation`. Sem nada a
         *     antecipar, 400.
         */
        post: operations["requestAnticipation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeems/anticipations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Antecipações pedidas pelo seller
         * @description Mesmos papéis e feature de `simulateAnticipation` (sem exigir a antecipação ligada: o histórico fica).
         *     Da mais recente à mais antiga.
         */
        get: operations["listAnticipations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bank/statements/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pede o 'Extrato de contas' por e-mail (/reports)
         * @description O relatório do extrato bancário do §7.4: `start_date`, `end_date` e `account_type` (CHECKING_ACCOUNT ou
         *     INVESTMENT_ACCOUNT). Para BANKING_ADMIN ou BANKING_REPORT. Mesmo período dos outros relatórios (até 90
         *     dias para trás, nunca depois de hoje). O agendador do sandbox monta o CSV a partir do razão da conta pedida
         *     e o entrega como anexo na caixa de saída de quem pediu. Repetir a mesma `Idempotency-Key` devolve o
         *     primeiro pedido.
         */
        post: operations["requestBankStatementReport"];
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
        FinancialBalance: {
            /** @description Disponível mais a liberar, em reais. */
            totalAmount: number;
            /** @description Disponível (pode ser sacado), em reais. */
            amount: number;
            /** @description A liberar (recebíveis futuros), em reais. */
            provisionedAmount: number;
            /** @description O disponível sem formatação (o mesmo `amount`). */
            notFormattedAmount: number;
            /** @description PJ quando o seller tem a conta PJ da casa (o repasse vai para ela); outro ou nulo, quando recebe em outro banco. */
            bankingType: ("PJ" | "PF") | null;
            /** @description Disponível para antecipação, em reais. */
            onDemandNetAmount: number;
            /** @description Antecipação sob demanda ligada para o seller (mostra a aba Antecipações). */
            isOnDemandEnabled: boolean;
            /** @description Verdadeiro entre 23:00 e 01:00 em São Paulo pelo relógio do sandbox. */
            withdrawalBlocked: boolean;
            /**
             * Format: date-time
             * @description O instante do relógio do sandbox em que os saldos foram somados.
             */
            serverTime: string;
        };
        /** @enum {string} */
        StatementType: "CREDIT" | "DEBIT" | "CREDIT_ANTICIPATED" | "DEBIT_ANTICIPATED" | "CREDIT_REVERSAL" | "DEBIT_TRANSFER" | "CREDIT_TRANSFER";
        StatementTax: {
            /** @description A taxa do lançamento, em reais (0 sem taxa). */
            amount: number;
            creditOperation: string;
        };
        StatementSubSeller: {
            name: string;
            amount: number;
            creditOperation: string;
        };
        StatementLine: {
            /**
             * Format: uuid
             * @description O lançamento do razão.
             */
            id: string;
            /**
             * Format: date
             * @description Data em que o pagamento é compensado (ou o repasse executado).
             */
            executionDate: string;
            statementType: components["schemas"]["StatementType"];
            isChargeback: boolean;
            isRefund: boolean;
            /** @description Quem pagou a cobrança (a coluna Destino). */
            buyer: string | null;
            /** @description O que o saldo moveu, líquido da taxa; negativo num débito. */
            amount: number;
            /** @description PIX, BOLETO, CARTAO_CREDITO, ESTORNO, REPASSE, ANTECIPACAO… */
            creditOperation: string;
            /** @description A descrição da linha. */
            operation: string;
            tax: components["schemas"]["StatementTax"];
            /** Format: uuid */
            uuidCharge: string | null;
            /** @enum {string} */
            providerType: "BALCAO";
            subSellers: components["schemas"]["StatementSubSeller"][];
            chargeStatus: ("REFUND" | "CHARGEBACK" | "DISPUTE") | null;
        };
        StatementPage: {
            content: components["schemas"]["StatementLine"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        TransferRequest: {
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            amount: number;
        };
        Transfer: {
            /** Format: uuid */
            id: string;
            /** @description Em reais. */
            amount: number;
            /**
             * Format: date-time
             * @description Quando foi pedido (relógio do sandbox).
             */
            date: string;
            /**
             * Format: date
             * @description Previsão de execução (o próximo dia útil bancário).
             */
            scheduledDate: string;
            /**
             * @description PENDING em processamento; EXECUTED no dia da execução.
             * @enum {string}
             */
            status: "PENDING" | "EXECUTED";
        };
        TransferPage: {
            content: components["schemas"]["Transfer"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        AnticipationRequest: {
            /**
             * Format: money
             * @description Líquido desejado, em reais, com até 2 casas.
             */
            amount: number;
        };
        AnticipationSimulation: {
            /** @description O que entra na conta, em reais. */
            netAmount: number;
            /** @description A soma dos recebíveis antecipados, em reais. */
            grossAmount: number;
            /** @description A taxa, em reais (bruto menos líquido). */
            feeAmount: number;
            /**
             * Format: date
             * @description O próximo dia útil bancário, quando o valor fica disponível.
             */
            anticipationDate: string;
            /** @description A taxa sobre o bruto, em %, com 2 casas. */
            effectiveRate: number;
            /** @description A taxa mensal do seller, em %. */
            monthlyRate: number;
            /** @description O líquido máximo disponível para antecipação. */
            maxNetAmount: number;
            /** @description Verdadeiro quando o valor pedido faltou ou passou do máximo e a simulação é do máximo. */
            capped: boolean;
        };
        AnticipatedReceivable: {
            /**
             * Format: date
             * @description O dia em que o recebível seria liberado.
             */
            date: string;
            /** @description A parte antecipada, em reais. */
            amount: number;
            /** @description A taxa dessa parte, em reais. */
            fee: number;
            /** @description Dias antecipados. */
            days: number;
        };
        Anticipation: {
            /** Format: uuid */
            id: string;
            /**
             * @description REQUESTED até o dia de execução; EXECUTED depois que o agendador a executou.
             * @enum {string}
             */
            status: "REQUESTED" | "EXECUTED";
            /**
             * Format: date-time
             * @description Quando foi pedida (relógio do sandbox).
             */
            requestedAt: string;
            /**
             * Format: date
             * @description Dia de execução.
             */
            anticipationDate: string;
            netAmount: number;
            grossAmount: number;
            feeAmount: number;
            effectiveRate: number;
            monthlyRate: number;
            receivables: components["schemas"]["AnticipatedReceivable"][];
        };
        AnticipationPage: {
            content: components["schemas"]["Anticipation"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
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
        BankStatementReportInput: {
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
            /** @enum {string} */
            account_type: "CHECKING_ACCOUNT" | "INVESTMENT_ACCOUNT";
        };
    };
    responses: {
        /** @description Entrada inválida ou recusada pela regra. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "WITHDRAWAL_BLOCKED",
                 *           "description": "A solicitação de repasse fica bloqueada no período das 23:00h e 01:00h."
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
        /** @description O usuário não tem o papel ou a feature exigidos. */
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
         * @description Linhas por página (a página financeira pede 10).
         * @example 10
         */
        StatementSize: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getFinancialBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os saldos, em reais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalAmount": 15230.75,
                     *       "amount": 9870.4,
                     *       "provisionedAmount": 5360.35,
                     *       "notFormattedAmount": 9870.4,
                     *       "bankingType": "PJ",
                     *       "onDemandNetAmount": 5360.35,
                     *       "isOnDemandEnabled": true,
                     *       "withdrawalBlocked": false,
                     *       "serverTime": "2026-11-20T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["FinancialBalance"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listStatement: {
        parameters: {
            query: {
                /** @example 2026-10-21 */
                executionDateInitial: string;
                /** @example 2026-11-20 */
                executionDateFinal: string;
                /**
                 * @description Sem tipo, todos.
                 * @example CREDIT_ANTICIPATED
                 */
                statementType?: components["schemas"]["StatementType"];
                /** @example executionDate,desc */
                sort?: "executionDate,desc" | "executionDate,asc";
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Linhas por página (a página financeira pede 10).
                 * @example 10
                 */
                size?: components["parameters"]["StatementSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página do extrato. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "0b6a4c3e-1f2d-4e5a-8b9c-0d1e2f3a4b5c",
                     *           "executionDate": "2026-11-19",
                     *           "statementType": "CREDIT",
                     *           "isChargeback": false,
                     *           "isRefund": false,
                     *           "buyer": "Maria Souza",
                     *           "amount": 145.41,
                     *           "creditOperation": "PIX",
                     *           "operation": "Recebimento Pix",
                     *           "tax": {
                     *             "amount": 4.49,
                     *             "creditOperation": "TAXA"
                     *           },
                     *           "uuidCharge": "c0000000-0000-4000-8000-000100000001",
                     *           "providerType": "BALCAO",
                     *           "subSellers": [],
                     *           "chargeStatus": null
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10
                     *     }
                     */
                    "application/json": components["schemas"]["StatementPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listFutureEntries: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Linhas por página (a página financeira pede 10).
                 * @example 10
                 */
                size?: components["parameters"]["StatementSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página dos lançamentos futuros. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "1c7b5d4f-2a3e-4f6b-9c0d-1e2f3a4b5c6d",
                     *           "executionDate": "2026-12-20",
                     *           "statementType": "CREDIT",
                     *           "isChargeback": false,
                     *           "isRefund": false,
                     *           "buyer": "João Lima",
                     *           "amount": 96.5,
                     *           "creditOperation": "CARTAO_CREDITO",
                     *           "operation": "Recebimento da parcela 1/3",
                     *           "tax": {
                     *             "amount": 3.5,
                     *             "creditOperation": "TAXA"
                     *           },
                     *           "uuidCharge": "c0000000-0000-4000-8000-000100000002",
                     *           "providerType": "BALCAO",
                     *           "subSellers": [],
                     *           "chargeStatus": null
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10
                     *     }
                     */
                    "application/json": components["schemas"]["StatementPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getPendingTransfersTotal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O total pendente, em reais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /** @example 350 */
                    "application/json": number;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    requestTransfer: {
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
                 *       "amount": 150
                 *     }
                 */
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description Repasse aceito para execução no próximo dia útil. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "7d2c6e5a-3b4f-4a7c-8d1e-2f3a4b5c6d7e",
                     *       "amount": 150,
                     *       "date": "2026-11-20T15:00:00Z",
                     *       "scheduledDate": "2026-11-23",
                     *       "status": "PENDING"
                     *     }
                     */
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPendingTransfers: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 50 */
                size?: number;
                /** @example date,DESC */
                sort?: "date,DESC" | "date,ASC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de repasses em processamento. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "7d2c6e5a-3b4f-4a7c-8d1e-2f3a4b5c6d7e",
                     *           "amount": 150,
                     *           "date": "2026-11-20T15:00:00Z",
                     *           "scheduledDate": "2026-11-23",
                     *           "status": "PENDING"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 50
                     *     }
                     */
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    simulateAnticipation: {
        parameters: {
            query?: {
                /**
                 * @description Líquido desejado, em reais, com até 2 casas.
                 * @example 1500
                 */
                amount?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A simulação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "netAmount": 1500,
                     *       "grossAmount": 1531.4,
                     *       "feeAmount": 31.4,
                     *       "anticipationDate": "2026-11-26",
                     *       "effectiveRate": 2.05,
                     *       "monthlyRate": 1.99,
                     *       "maxNetAmount": 5248.12,
                     *       "capped": false
                     *     }
                     */
                    "application/json": components["schemas"]["AnticipationSimulation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmAnticipation: {
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
                 *       "amount": 1500
                 *     }
                 */
                "application/json": components["schemas"]["AnticipationRequest"];
            };
        };
        responses: {
            /** @description Antecipação aceita para execução no próximo dia útil. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e1d7c6b-4a3f-4b2e-9d8c-7f6e5d4c3b2a",
                     *       "status": "REQUESTED",
                     *       "requestedAt": "2026-11-25T15:00:00Z",
                     *       "anticipationDate": "2026-11-26",
                     *       "netAmount": 1500,
                     *       "grossAmount": 1531.4,
                     *       "feeAmount": 31.4,
                     *       "effectiveRate": 2.05,
                     *       "monthlyRate": 1.99,
                     *       "receivables": [
                     *         {
                     *           "date": "2026-12-20",
                     *           "amount": 1000,
                     *           "fee": 15.92,
                     *           "days": 24
                     *         },
                     *         {
                     *           "date": "2026-12-28",
                     *           "amount": 531.4,
                     *           "fee": 15.48,
                     *           "days": 32
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Anticipation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    requestAnticipation: {
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
        requestBody?: never;
        responses: {
            /** @description Antecipação aceita para execução no próximo dia útil. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5e1d7c6b-4a3f-4b2e-9d8c-7f6e5d4c3b2a",
                     *       "status": "REQUESTED",
                     *       "requestedAt": "2026-11-25T15:00:00Z",
                     *       "anticipationDate": "2026-11-26",
                     *       "netAmount": 1500,
                     *       "grossAmount": 1531.4,
                     *       "feeAmount": 31.4,
                     *       "effectiveRate": 2.05,
                     *       "monthlyRate": 1.99,
                     *       "receivables": [
                     *         {
                     *           "date": "2026-12-20",
                     *           "amount": 1000,
                     *           "fee": 15.92,
                     *           "days": 24
                     *         },
                     *         {
                     *           "date": "2026-12-28",
                     *           "amount": 531.4,
                     *           "fee": 15.48,
                     *           "days": 32
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Anticipation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listAnticipations: {
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
            /** @description Uma página de antecipações. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "5e1d7c6b-4a3f-4b2e-9d8c-7f6e5d4c3b2a",
                     *           "status": "REQUESTED",
                     *           "requestedAt": "2026-11-25T15:00:00Z",
                     *           "anticipationDate": "2026-11-26",
                     *           "netAmount": 1500,
                     *           "grossAmount": 1531.4,
                     *           "feeAmount": 31.4,
                     *           "effectiveRate": 2.05,
                     *           "monthlyRate": 1.99,
                     *           "receivables": [
                     *             {
                     *               "date": "2026-12-20",
                     *               "amount": 1000,
                     *               "fee": 15.92,
                     *               "days": 24
                     *             },
                     *             {
                     *               "date": "2026-12-28",
                     *               "amount": 531.4,
                     *               "fee": 15.48,
                     *               "days": 32
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["AnticipationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    requestBankStatementReport: {
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
                 *       "start_date": "2026-10-26",
                 *       "end_date": "2026-11-25",
                 *       "account_type": "CHECKING_ACCOUNT"
                 *     }
                 */
                "application/json": components["schemas"]["BankStatementReportInput"];
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
                     *       "reportType": "EXTRATO_CONTAS",
                     *       "accountType": "CHECKING_ACCOUNT",
                     *       "startDate": "2026-10-26",
                     *       "endDate": "2026-11-25",
                     *       "recipientEmail": "admin@demo.balcao.dev",
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
}
