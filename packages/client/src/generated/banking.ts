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
    "/activity-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registro de atividades ('logs' dos perfis bancários)
         * @description Para BANKING_ADMIN. Cada movimentação de dinheiro, mudança de permissão, confirmação de identidade e
         *     exibição dos dados de um cartão do seller: quem, o quê, quando (relógio do sandbox), de qual endereço e
         *     com que resultado, do mais recente ao mais antigo. Filtra pelo período (as duas datas inclusivas, em
         *     São Paulo; a inicial não depois da final, no máximo 366 dias), pelo usuário e pela ação. O registro só
         *     aceita novos registros: nada nele muda nem é apagado.
         */
        get: operations["listActivityLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/activity-log/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registro de atividades em CSV
         * @description Os mesmos papéis, filtros e limites de `listActivityLog`, o período inteiro num arquivo, do mais recente
         *     ao mais antigo, no dialeto CSV do produto (UTF-8 com BOM, `;`, CRLF, nenhuma célula que comece como
         *     fórmula). Colunas: Data e hora, Usuário, Ação, Objeto, Endereço, Resultado.
         */
        get: operations["exportActivityLog"];
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
    "/redeems/statement/csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato da conta de recebíveis em CSV, por período
         * @description Mesmos papéis, feature e limites de datas de `listStatement` (no máximo 360 dias antes e 360 depois de
         *     hoje, a inicial não depois da final; fora disso, 400). O período inteiro num arquivo, do dia mais antigo
         *     ao mais recente, no dialeto CSV do produto: UTF-8 com BOM, `;`, CRLF, valores no formato brasileiro e
         *     nenhuma célula que comece como fórmula. As colunas são as do relatório 'Extrato': Execução, Tipo,
         *     Operação, Descrição, Destino, Taxas (R$) e Valor (R$) (o líquido). Uma leitura: nada é gravado.
         */
        get: operations["exportStatementCsv"];
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
    "/sellers/transfers/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prévia do repasse com o saldo a liberar
         * @description A prévia do 'Novo repasse' com 'Incluir saldo a liberar' (§3 'Withdrawal preview', §7.1 'Anticipation
         *     preview'). Para SELLER_ADMIN ou SELLER_ANTICIPATION com a feature view_balance_anticipation e a
         *     antecipação sob demanda ligada, de um seller que não recebe na conta PJ da casa (senão, 409). Uma
         *     leitura: nada é gravado. `requestedAmount` é o total pedido; o que o disponível não cobre vem do saldo a
         *     liberar, antecipado (`anticipatedAmount`, líquido) com a taxa da antecipação (`anticipationFee`, tirada
         *     dos recebíveis). Um seller sinalizado pelo antifraude (`isFraud`) paga 10% do total (`fraudFee`) e
         *     recebe 90%; `anticipationTax` é a taxa que o modal mostra (a antifraude, quando há, senão a da
         *     antecipação). `maxAmount` é o maior total possível (disponível mais o máximo antecipável).
         */
        get: operations["previewWithdrawal"];
        put?: never;
        post?: never;
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
    "/email-messages/revenue-anticipation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir à equipe que habilite a antecipação de recebíveis
         * @description O §7.1 nomeia esta chamada entre as da antecipação, sem corpo nem tela. Aqui ela é o pedido de quem
         *     ainda não tem a antecipação sob demanda: o card 'Disponível para antecipação' de /financeiro oferece
         *     'Solicitar antecipação' a quem poderia antecipar (SELLER_ADMIN ou SELLER_ANTICIPATION, com a
         *     feature `view_balance_anticipation`; 403 sem ela) e o seller não tem a antecipação habilitada. Uma
         *     mensagem vai à equipe de antecipação do provedor (a caixa do sandbox, `/_sandbox/outbox`) com o
         *     seller, quem pediu, o saldo a liberar e o recado opcional (até 500 caracteres, sem `<` nem `>`), e
         *     uma confirmação vai ao e-mail de quem pediu. Com a antecipação já habilitada, 409
         *     (ANTICIPATION_ENABLED): basta usar 'Antecipar'. A mesma `Idempotency-Key` não envia de novo.
         */
        post: operations["requestRevenueAnticipationContact"];
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
        /**
         * Simula uma antecipação, com o valor no corpo
         * @description A mesma simulação de `simulateAnticipation` (§7.1: 'GET and POST /seller/antecipation/rate (query or
         *     body amount)'), com os mesmos papéis, feature e condição, para quem manda o valor no corpo. Nada é
         *     gravado além da resposta guardada pela `Idempotency-Key`, como em todo POST. Sem `amount`, a simulação
         *     é do máximo. O app e o SDK usam a forma por consulta, que pode ser repetida sem chave.
         */
        post: operations["simulateAnticipationWithBody"];
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
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A conta PJ do seller e o seu estado
         * @description O estado da conta PJ (§7.2 'GET accounts'): INACTIVE (nunca pedida), PENDING (em análise), FAILED (reprovada)
         *     ou ACTIVE, e os ids das contas corrente (`debitAccountId`) e investimento (`investmentAccountId`), nulos até a
         *     conta abrir. Para os papéis de /ativar-pj e todos os papéis de banking. A sessão (sign-in e refresh do core)
         *     traz o mesmo estado em `bankingStatus`.
         */
        get: operations["getBankAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saldo da conta corrente
         * @description §7.2 'GET accounts/balance' (e §7.7, o cartão de saldo de contas a pagar): `debitAccountAmount` é o saldo da conta
         *     corrente (CHECKING) no razão, em reais, pelo relógio do sandbox. Também para os papéis de /financeiro
         *     (SELLER_ADMIN, SELLER_BACKOFFICE, SELLER_FINANCES), que mostra o saldo da conta corrente do seller PJ (§6). Conta PJ ausente ou não ativa: 409
         *     ACCOUNT_NOT_ACTIVE ('Conta não configurada.').
         */
        get: operations["getBankAccountBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A ativação da conta PJ (/ativar-pj)
         * @description O que o assistente de /ativar-pj mostra (§7.2, caminho não mostrado nos documentos): o estado, o motivo da
         *     reprovação em `kycAnalysisResult` (a dica do selo quando FAILED) e o último formulário enviado em
         *     `accountInput` (nulo se nunca foi enviado). Para SELLER_ADMIN, SELLER_BACKOFFICE e SELLER_CONFIG_NOTIFICATION.
         */
        get: operations["getBankAccountActivation"];
        put?: never;
        /**
         * Envia a ativação da conta PJ (Finalizar)
         * @description O formulário das três etapas (§3 'Submission payload'). Validado com as regras e mensagens do §5 (as mesmas do
         *     app): CNPJ da empresa cadastrada, datas reais e não futuras, e-mail, url, atividade principal de até 9 dígitos,
         *     sócio A (`accountOwner`, também o primeiro de `naturalOwner`) só com CPF, sócios pessoa jurídica como
         *     LEGAL_REPRESENTATIVE, nenhum documento repetido. Aceito, a conta fica PENDING e a análise KYC do sandbox a
         *     decide 5 minutos depois pelo relógio do sandbox: ACTIVE (abre as contas corrente e investimento e dá o perfil
         *     banking ADMIN aos administradores do seller) ou FAILED com o motivo. Documentos de teste: sócio A com CPF
         *     111.444.777-35 reprova ('CPF do sócio A com pendência na Receita Federal.'); um sócio PJ com CNPJ
         *     11.444.777/0001-61 reprova ('CNPJ de sócio com situação cadastral irregular.'); qualquer outro aprova.
         *     Já PENDING ou ACTIVE: 409. Repetir a mesma `Idempotency-Key` devolve a primeira resposta.
         */
        post: operations["submitBankAccountActivation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accounts/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Limites de Pix da conta corrente (diurno e noturno)
         * @description Para B_SELLER_ADMIN, SELLER_BACKOFFICE, BANKING_ADMIN ou BANKING_WALLET (os papéis de /pix-config). A conta
         *     PJ precisa estar ACTIVE: sem conta, ou com ela pendente ou recusada, 409 ACCOUNT_NOT_ACTIVE ('Conta não
         *     configurada.'). Sempre dois limites, DAY (06:00–19:59:59) e NIGHT (20:00–05:59:59, horário de São Paulo),
         *     da conta corrente (`accountId` é o `debitAccountId`). `amount` é o limite em vigor; `scheduledAmount` e
         *     `scheduledFor` dizem que há um aumento em processamento e quando ele passa a valer (24 horas depois do
         *     pedido, pelo relógio do sandbox). Uma conta nova começa com R$ 10.000,00 de dia e R$ 1.000,00 à noite.
         *     Uma leitura: nada é gravado.
         */
        get: operations["getPixLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Altera um limite de Pix (chamado uma vez para o diurno e outra para o noturno)
         * @description Mesmos papéis de `getPixLimits`; a conta PJ precisa estar ACTIVE (senão 409 ACCOUNT_NOT_ACTIVE). Um valor
         *     maior que o limite em vigor é um aumento: fica em processamento (`scheduledAmount`) e passa a valer 24
         *     horas depois, quando o agendador do sandbox o aplica (regra do Banco Central: aumento nunca antes de 24
         *     horas); pedir outro aumento troca o valor e conta as 24 horas de novo, pedir o mesmo mantém o prazo. Um
         *     valor menor vale na hora e cancela o aumento em processamento daquele período; o mesmo valor em vigor
         *     cancela o aumento e nada mais. Reais com até duas casas, de 0 a 1.000.000,00 (mais casas, negativo ou
         *     acima do máximo: 400). `limitId` e `accountId` de outro seller, ou que não se correspondem: 404.
         */
        patch: operations["updatePixLimit"];
        trace?: never;
    };
    "/key/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description GET: o id de uma das duas contas do seller (debitAccountId ou investmentAccountId). DELETE: o id da chave.
                 * @example 3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * Chaves Pix de uma conta (/dados-conta)
         * @description As chaves Pix registradas na conta pedida (a conta corrente ou a de investimento do seller), das mais
         *     antigas às mais novas; no máximo 20 por conta. Para B_SELLER_ADMIN, SELLER_BACKOFFICE, BANKING_ADMIN ou
         *     BANKING_WALLET. Conta PJ ausente ou não ativa: 409 'Conta não configurada.'; id que não é de uma conta do
         *     seller: 404.
         */
        get: operations["listPixKeys"];
        put?: never;
        post?: never;
        /**
         * Excluir chave Pix ('Excluir chave')
         * @description Tira a chave do diretório Pix: ela deixa de receber e fica livre para ser registrada de novo (nesta ou em
         *     outra conta). `keyType` deve ser o tipo da chave. Mesmos papéis de `listPixKeys`; conta não ativa: 409.
         *     Chave de outro seller, ou já excluída: 404.
         */
        delete: operations["deletePixKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nova chave Pix ('Cadastrar')
         * @description Registra uma chave na conta `accountId` (corrente ou investimento do seller). Tipos: `email` (um e-mail
         *     válido: 'Digite um e-mail válido!'), `phone` (55, DDD e o celular, só dígitos: `5511987654321`), `cnpj`
         *     (o CNPJ do próprio seller, só dígitos) e `evp` (aleatória: sem `key`, o gateway sorteia um UUID e o
         *     devolve em `keyValue`). E-mail, CNPJ e aleatória ficam registradas na hora (`status: REGISTERED`). Uma
         *     chave de celular espera o código enviado por SMS ao número (`status: AWAITING_CONFIRMATION`, com
         *     `challenge.id`; no sandbox o SMS fica na caixa de saída) e só é registrada por `confirmPixKey`.
         *     Recusas: 400 com a mensagem do campo; 409 `PIX_KEY_LIMIT` na 21ª chave da conta; 409
         *     `PIX_KEY_ALREADY_REGISTERED` quando a chave já está no diretório Pix, neste ou em outro seller (como o
         *     DICT responderia); 409 'Conta não configurada.' sem conta PJ ativa. Mesmos papéis de `listPixKeys`.
         *     Repetir a mesma `Idempotency-Key` devolve a primeira resposta sem registrar nem enviar SMS de novo.
         */
        post: operations["createPixKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/key/confirmation/{challengeId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O `challenge.id` devolvido por `createPixKey` para uma chave de celular.
                 * @example 6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
                 */
                challengeId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirma a chave de celular com o código SMS ('Confirmar')
         * @description O código de 6 dígitos enviado por SMS ao celular. Certo, a chave é registrada (`status: REGISTERED`).
         *     Errado: 400 'Código inválido' (até 5 tentativas). Vencido (10 minutos pelo relógio do sandbox), já usado
         *     ou depois de 5 erros: 409 `PIX_KEY_CHALLENGE_EXPIRED` — cadastre a chave de novo para receber outro
         *     código. O limite de 20 chaves e o diretório são conferidos de novo aqui. Desafio de outro seller: 404.
         *     Mesmos papéis de `listPixKeys`.
         */
        post: operations["confirmPixKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cartões de crédito corporativos do seller
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_VISUALIZATION ou BANKING_CARD, com a conta PJ ACTIVE (senão,
         *     409 'Conta não configurada.'). Todos os cartões do seller, inclusive os cancelados, do mais novo ao mais
         *     antigo; `search` acha pelo nome ou pelos últimos quatro dígitos.
         */
        get: operations["listCards"];
        put?: never;
        /**
         * Novo cartão
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE e sem a feature
         *     block_items_credit_card (com ela, 403). O cartão nasce PENDING e o emissor do sandbox o emite segundos
         *     depois pelo relógio do sandbox (job `card-issuance`): fica ACTIVE, com número, CVV e validade guardados
         *     cifrados. LIMIT_BALANCE ('Limite Fixo') exige `limitValue`, acima de zero e não acima do limite global
         *     ('O limite é obrigatório quando o tipo é LIMIT_BALANCE'); FREE_BALANCE ('Saldo Livre') gasta do limite
         *     global e não aceita `limitValue`. Nome obrigatório, até 20 caracteres, sem '<' nem '>'. Repetir a mesma
         *     `Idempotency-Key` devolve o primeiro cartão.
         */
        post: operations["createCard"];
        /**
         * Cancelar um cartão (definitivo)
         * @description Para BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE e sem a feature block_items_credit_card. O
         *     cartão fica CANCELLED para sempre: compras recusadas, nada mais muda nele; o que já gastou continua nas
         *     faturas até ser pago. Cancelar de novo responde 409.
         */
        delete: operations["cancelCard"];
        options?: never;
        head?: never;
        /**
         * Bloquear ou desbloquear um cartão
         * @description Para BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE e sem a feature block_items_credit_card.
         *     ACTIVE ↔ BLOCKED; pedir o status que o cartão já tem responde o cartão sem mudar nada. Um cartão
         *     bloqueado tem as compras recusadas até ser desbloqueado. PENDING ou CANCELLED: 409. `idSeller`, quando
         *     vem, tem de ser o do usuário (senão, 404 como um cartão de outro seller).
         */
        patch: operations["updateCardStatus"];
        trace?: never;
    };
    "/cards/rename-card": {
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
         * Renomear um cartão
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE e sem a feature
         *     block_items_credit_card. Nome obrigatório (espaços nas pontas são tirados), até 20 caracteres, sem '<'
         *     nem '>'. Um cartão cancelado não muda (409).
         */
        patch: operations["renameCard"];
        trace?: never;
    };
    "/card/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um cartão (mascarado)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_VISUALIZATION ou BANKING_CARD, com a conta PJ ACTIVE. Nunca
         *     traz o número inteiro nem o CVV (para eles, `revealCardData`). Cartão de outro seller: 404.
         */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/card/{id}/sensitive-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ver dados (número, CVV e validade)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE e sem a feature
         *     block_items_credit_card. O sandbox guarda número, CVV e validade cifrados (AES-256-GCM) e só os
         *     decifra aqui; a resposta leva `Cache-Control: no-store` e nada disso vai para o log. PENDING (ainda sem
         *     número) ou CANCELLED: 409. Cada visualização, e cada recusa pelo limite, fica no registro de atividades
         *     com o usuário e o endereço de origem; passadas 5 por usuário e cartão na última hora (tempo real, não o
         *     relógio do sandbox), 429 com Retry-After e nada é revelado.
         */
        get: operations["revealCardData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato de um cartão
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_VISUALIZATION ou BANKING_CARD, com a conta PJ ACTIVE. As
         *     compras do cartão, aprovadas e recusadas, da mais recente à mais antiga, entre as datas pedidas (as duas
         *     inclusivas, em São Paulo, no máximo 366 dias entre elas; sem datas, os últimos 30 dias pelo relógio do
         *     sandbox).
         */
        get: operations["listCardTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Limite global e limite restante (ou os de um cartão)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_VISUALIZATION ou BANKING_CARD, com a conta PJ ACTIVE. Sem
         *     `idCard`: `totalValueBag` é o limite global de crédito do seller, `invoiceValue` o que todos os cartões
         *     gastaram e ainda não foi pago (faturas abertas, fechadas e vencidas) e `availableValueVirtualCard` o
         *     limite restante (global menos o gasto). Com `idCard` de um cartão LIMIT_BALANCE, os mesmos números do
         *     cartão (o restante nunca passa do restante global); de um FREE_BALANCE, os globais com o gasto do cartão.
         */
        get: operations["getCardLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/limits/change-limit": {
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
         * Muda o limite de um cartão
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE e sem a feature
         *     block_items_credit_card. Um cartão por chamada, cada uma na sua transação: a tela chama uma vez por
         *     cartão editado e uma recusa não desfaz as outras. Só LIMIT_BALANCE (FREE_BALANCE: 400); acima de zero,
         *     com até duas casas, não acima do limite global (400); cartão cancelado: 409. Um limite abaixo do que o
         *     cartão já gastou é aceito: as próximas compras é que são recusadas.
         */
        patch: operations["changeCardLimit"];
        trace?: never;
    };
    "/v1/banking/card/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extrair extrato (por e-mail)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_VISUALIZATION ou BANKING_CARD, com a conta PJ ACTIVE. Manda
         *     ao e-mail de quem pediu (caixa de saída do sandbox, `/_sandbox/outbox`) o extrato do cartão no período
         *     (as regras de datas de `listCardTransactions`) com um CSV anexo. Nenhum número inteiro nem CVV vai no
         *     e-mail. Repetir a mesma `Idempotency-Key` não manda de novo.
         */
        post: operations["sendCardStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Faturas por mês
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. Uma linha por mês com fatura,
         *     do mais recente ao mais antigo. O status do mês é o primeiro que uma fatura de cartão dele tem na ordem
         *     OVERDUE, CLOSED, OPEN, PAID; o total soma as faturas dos cartões, `paidAmount` as já pagas e
         *     `remainingAmount` o que falta pagar. A fatura fecha no fim do dia
         *     `endDate` e vence no fim do dia `dueDate` (São Paulo, relógio do sandbox); o agendador muda os status
         *     (jobs `card-invoice-cycle`), as leituras nunca.
         */
        get: operations["listCardInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fatura do resumo (/cartao)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. A fatura que o resumo de /cartao
         *     mostra (§4.5), escolhida entre todos os meses, não só os da primeira página: a vencida mais antiga, senão a
         *     fechada mais recente (uma aberta cujo `endDate` passou conta como fechada), senão a aberta mais recente;
         *     nula quando todas estão pagas. Com `totalAmount`, `paidAmount` e `remainingAmount` do mês: 'Pagar' paga
         *     `remainingAmount`.
         */
        get: operations["getCardInvoiceSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O dia de vencimento das faturas
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. `dueDay` é o dia escolhido
         *     (nulo enquanto ninguém escolheu; as faturas vencem então no dia `effectiveDueDay`, 12). `canChange` é
         *     falso depois da escolha: o dia só pode ser definido uma vez.
         */
        get: operations["getCardInvoiceSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/update-due-day/{day}": {
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
         * Define o dia de vencimento (uma vez só)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. Dia 12, 18 ou 22 (outro: 400).
         *     Vale para as faturas ainda abertas (que passam a vencer nesse dia e a fechar 7 dias antes) e as
         *     seguintes. Uma vez definido não muda mais: 409 'O dia de vencimento já foi definido e não pode ser
         *     alterado.'.
         */
        patch: operations["setCardInvoiceDueDay"];
        trace?: never;
    };
    "/cards/invoices/ready-for-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Faturas que podem ser pagas
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. As faturas de cartão CLOSED ou
         *     OVERDUE, ainda não pagas e fora de um pagamento Pix pendente, da mais antiga à mais nova, e o saldo da
         *     conta corrente (`accountBalance`), para a gaveta de pagamento saber se o saldo basta.
         */
        get: operations["listPayableCardInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/verify-pending-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O pagamento Pix de fatura ainda pendente
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. O pagamento Pix mais recente
         *     ainda não pago e dentro das 24 horas do BR Code, ou `payment` nulo.
         */
        get: operations["getPendingCardInvoicePayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um pagamento de fatura (para acompanhar um Pix)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. PENDING até o Pix ser pago,
         *     PAID depois, EXPIRED quando passam as 24 horas do BR Code sem pagamento (pelo relógio do sandbox).
         */
        get: operations["getCardInvoicePayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/generate-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Paga faturas (saldo da conta ou Pix)
         * @description Para BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. Só faturas de cartão CLOSED ou OVERDUE do
         *     seller, não pagas e fora de outro Pix pendente (senão, 409). CHECKING_ACCOUNT: debita a conta corrente
         *     no razão (conta corrente → crédito do cartão) na mesma transação que marca as faturas PAID; saldo
         *     menor que o total: 400 'Saldo da conta não é suficiente.'. PIX: responde o BR Code (`emv`, EMV com
         *     CRC16, e o QR) válido por 24 horas; as faturas ficam pagas quando o Pix é pago (no sandbox,
         *     `POST /_sandbox/pix/pay` com o `emv`). Repetir a mesma `Idempotency-Key` devolve o primeiro pagamento.
         */
        post: operations["generateCardInvoicePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cards/invoices/{yearMonth}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A fatura de um mês, por cartão
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_CARD, com a conta PJ ACTIVE. A fatura do mês com a de cada
         *     cartão e as suas compras aprovadas. O status do mês é o primeiro de OVERDUE, CLOSED, OPEN, PAID entre
         *     os dos cartões. Mês sem fatura: 404 'Sem dados da fatura'.
         */
        get: operations["getCardInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Saldos da tesouraria (/tesouraria)
         * @description Os números do topo de /tesouraria (§2.7, §3 'Treasury figures'), em reais, somados do razão pelo relógio do
         *     sandbox: `debitAccountAmount` a conta corrente disponível, `investAccountAmount` a conta investimento (o valor
         *     atual das aplicações, com o rendimento creditado até hoje), `redeemAccountAmount` a conta adquirência
         *     disponível e `provisionedAmount` o que ela tem a liberar, `futurePostings` os lançamentos futuros da conta
         *     corrente, `inProcessingAmount` o que está em processamento (aplicações e resgates aceitos que o banco ainda não
         *     liquidou: saíram da conta de origem e não chegaram à de destino, e continuam do seller), `totalAmount`
         *     corrente + investimento + em processamento + adquirência. `hideAcquiringAccount` é o ajuste do seller que
         *     esconde o bloco da adquirência (então `redeemAccountAmount` e `provisionedAmount` vêm 0 e ficam fora do total).
         *     `cdi` é a taxa DI em vigor hoje (% ao ano) e `products` o que se pode aplicar. Para SELLER_MASTER,
         *     B_SELLER_ADMIN, SELLER_BACKOFFICE e os papéis BANKING_ADMIN, BANKING_WALLET, BANKING_VISUALIZATION,
         *     BANKING_PAYMENT_REQUEST, BANKING_INVESTMENT; conta PJ não ACTIVE: 409 'Conta não configurada.'.
         */
        get: operations["getTreasurySummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato da conta corrente ou da conta investimento
         * @description As abas de extrato de /tesouraria: uma linha por lançamento do razão na conta pedida (`account`), com data
         *     efetiva entre `start_date` e `end_date` (as duas inclusivas; por padrão de um mês atrás até hoje em São Paulo),
         *     mais recentes primeiro. `value` é sempre positivo e `positive` diz se entrou (true) ou saiu. O período tem no
         *     máximo 3 meses e não passa de hoje: fora disso, 400 ('O período pode ter no máximo 3 meses.', 'A data final
         *     não pode ser depois de hoje.', 'A data inicial deve ser igual ou anterior à data final.'). Mesmos papéis de
         *     `getTreasurySummary`; conta PJ não ACTIVE: 409.
         */
        get: operations["listTreasuryLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/products/{id}/applications": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O produto (os de `getTreasurySummary`).
                 * @example 5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f
                 */
                id: string;
            };
            cookie?: never;
        };
        /**
         * As aplicações do seller num produto
         * @description As aplicações do seller no produto, mais recentes primeiro: PROCESSING (aplicação aceita, ainda não liquidada),
         *     ACTIVE (rendendo; `current_amount` é o que um resgate total pagaria hoje) e REDEEMED (resgatada por inteiro;
         *     só com `status=REDEEMED`). Sem `status`, as PROCESSING e ACTIVE. Mesmos papéis de `getTreasurySummary`;
         *     produto inexistente: 404; conta PJ não ACTIVE: 409.
         */
        get: operations["listTreasuryApplications"];
        put?: never;
        /**
         * Investir (nova aplicação a partir da conta corrente)
         * @description 'Investir' de /tesouraria. Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_INVESTMENT com a conta PJ ACTIVE.
         *     O valor (acima de 0, até duas casas, no máximo o disponível da conta corrente) sai da conta corrente na hora,
         *     na transação do pedido, e a aplicação fica PROCESSING; segundos depois (pelo relógio do sandbox: mover o
         *     relógio liquida) o agendador a liquida na conta investimento e ela passa a ACTIVE, rendendo o percentual do
         *     CDI do produto em cada dia útil a partir daquele dia. Acima do disponível: 400 INSUFFICIENT_BALANCE ('O valor
         *     é maior que o saldo da conta corrente.') sem gravar nada. Repetir a mesma `Idempotency-Key` devolve a
         *     primeira resposta sem aplicar de novo.
         */
        post: operations["createTreasuryApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/application/{id}/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resgatar de uma aplicação
         * @description 'Resgatar' de /tesouraria, por aplicação. Para B_SELLER_ADMIN, BANKING_ADMIN ou BANKING_INVESTMENT com a conta
         *     PJ ACTIVE. O valor (acima de 0, até duas casas, no máximo o `current_amount` da aplicação: principal mais o
         *     rendimento creditado) sai da conta investimento na hora e o resgate fica PROCESSING; o agendador o paga na
         *     conta corrente segundos depois (mover o relógio liquida). O que fica na aplicação continua rendendo a partir
         *     desse valor; resgatado tudo, ela passa a REDEEMED. Acima do valor atual: 400 INSUFFICIENT_BALANCE ('O valor é
         *     maior que o valor atual da aplicação.'); aplicação ainda PROCESSING ou já REDEEMED: 409; de outro seller ou
         *     inexistente: 404. Repetir a mesma `Idempotency-Key` devolve o primeiro resgate.
         */
        post: operations["redeemTreasuryApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banking/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sacar da conta corrente
         * @description 'Sacar' de /tesouraria. Para BANKING_ADMIN ou BANKING_WALLET com a conta PJ ACTIVE. O valor (acima de 0, até
         *     duas casas, no máximo o disponível da conta corrente) sai da conta corrente na hora e o saque fica
         *     PROCESSING; segundos depois o agendador o envia para fora da casa, à conta do seller em outro banco (mover o
         *     relógio liquida). Acima do disponível: 400 INSUFFICIENT_BALANCE ('O valor é maior que o saldo disponível.')
         *     sem gravar nada. Repetir a mesma `Idempotency-Key` devolve o primeiro saque.
         */
        post: operations["createTreasuryWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banking/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os saques da conta corrente
         * @description Os saques pedidos em /tesouraria, mais recentes primeiro, com o estado (PROCESSING até o agendador enviar,
         *     SETTLED depois). Mesmos papéis de `getTreasurySummary`; conta PJ não ACTIVE: 409.
         */
        get: operations["listTreasuryWithdrawals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank/statements/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 'Extrair extrato' da tesouraria (por e-mail)
         * @description 'Extrair extrato' de /tesouraria: o extrato da conta pedida no período do filtro da aba (no máximo 3 meses,
         *     nunca depois de hoje; fora disso 400 com as mensagens de `listTreasuryLedger`) vai em CSV para o e-mail de
         *     quem pediu, como o 'Extrato de contas' de /reports ('Relatório do extrato enviado para o seu e-mail.'). Para
         *     BANKING_ADMIN ou BANKING_REPORT (§6) com a conta PJ ACTIVE. O agendador do sandbox monta o CSV do razão e o
         *     entrega como anexo na caixa de saída. Repetir a mesma `Idempotency-Key` devolve o primeiro pedido.
         */
        post: operations["requestTreasuryStatement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contas a pagar (lista de /pagamentos)
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_PAYMENT_REQUEST ou BANKING_PAYMENT, com a conta PJ ACTIVE (senão,
         *     409 'Conta não configurada.') e a feature view_seller_accounts_payable (senão, 403). Os pagamentos do seller;
         *     as abas pedem os seus status (Enviados: todos menos REQUESTED, REJECTED, FAILED e EXPIRED; Em aprovação:
         *     REQUESTED; Rejeitados: REJECTED, FAILED e EXPIRED). `name` acha pelo beneficiário (nome ou documento),
         *     `startDate`/`endDate` filtram a data agendada (`scheduledDate`). Ordem padrão `scheduledDate,DESC`; `amount`
         *     ordena pelo valor. Leitura pura: o que venceu é o agendador que executa, nunca a lista.
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Pede um pagamento (Pix ou boleto) — 'Finalizar pagamento'
         * @description Para B_SELLER_ADMIN, BANKING_ADMIN, BANKING_PAYMENT_REQUEST ou BANKING_PAYMENT, com a conta PJ ACTIVE e a
         *     feature view_seller_accounts_payable. O sandbox consulta de novo a chave no diretório Pix ou lê de novo o
         *     código de barras (nome, documento e banco nunca vêm do corpo) e grava o pagamento REQUESTED, à espera de
         *     aprovação (aba Em aprovação). `paymentDate` não pode ser antes de hoje (São Paulo, relógio do sandbox). Num
         *     boleto com valor, `amount` é opcional e, se vier, tem de ser o do boleto; num boleto sem valor é obrigatório
         *     ('Informe o valor do boleto'); `description` é obrigatória no boleto ('Informe a descrição do boleto'). Pix
         *     com `isFavorite` guarda (ou atualiza) o favorito com o `nickname`. Repetir a mesma `Idempotency-Key` devolve o
         *     primeiro pagamento.
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consulta o destino de um pagamento (chave Pix ou código de barras)
         * @description §7.7 'POST payments/create': o passo 'loading' da gaveta '+ Novo pagamento'. Não grava nada. PIX: a chave (como
         *     a pessoa digita: CPF/CNPJ com ou sem pontuação, e-mail, celular, aleatória) é consultada no diretório Pix do
         *     sandbox e responde o recebedor; chave que o diretório não tem: 404 PIX_KEY_NOT_FOUND, como o DICT responderia;
         *     chave da própria conta: 400. BANK_SLIP: a linha digitável (47 dígitos, ou 48 das contas de consumo) ou o código
         *     de barras (44) é lido de verdade — dígitos verificadores, valor e vencimento pelo fator (com a virada de
         *     22/02/2025), banco pelo código (lista do Banco Central; 'Banco (ISPB: código)' quando desconhecido); inválido:
         *     400 'Código de barras inválido'. Para os mesmos papéis e condições de `createPayment`.
         */
        post: operations["checkPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aprova pagamentos (REQUESTED → SCHEDULED)
         * @description 'Aprovar pagamentos', para BANKING_ADMIN ou B_SELLER_ADMIN, com a conta PJ ACTIVE e a feature. Todos os
         *     `transferIds` têm de ser pagamentos REQUESTED do seller (senão nada muda: 404 para um id desconhecido ou de
         *     outro seller, 409 para um em outro status). Cada um fica SCHEDULED para a sua data: o agendador do sandbox o
         *     executa às 06:00 (São Paulo, relógio do sandbox) da data agendada, ou logo depois da aprovação quando a data é
         *     hoje e já passou das 06:00, contra o saldo da conta corrente e, no Pix, o limite de Pix em vigor; sem saldo ou
         *     acima do limite, fica FAILED com o motivo em `failureReason`.
         */
        post: operations["approvePayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/rejection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejeita pagamentos (REQUESTED → REJECTED)
         * @description Para BANKING_ADMIN ou B_SELLER_ADMIN, com a conta PJ ACTIVE e a feature. Como a aprovação: todos os
         *     `transferIds` REQUESTED do seller, ou nada muda. O pagamento rejeitado vai para a aba Rejeitados e não sai mais
         *     de REJECTED; `reason` (opcional) fica em `failureReason`.
         */
        post: operations["rejectPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Favoritos Pix
         * @description Para os papéis de /pagamentos, com a conta PJ ACTIVE e a feature. Os recebedores Pix marcados como favoritos ao
         *     pedir um pagamento, em ordem de apelido (ou nome); `name` acha pelo nome, apelido ou chave. A tela pede
         *     `size=10000`.
         */
        get: operations["listPaymentFavorites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um pagamento (gaveta de detalhes)
         * @description Para os papéis de /pagamentos, com a conta PJ ACTIVE e a feature. Pagamento de outro seller: 404, como um id
         *     desconhecido.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        /**
         * Cancela um pagamento agendado (irreversível)
         * @description 'Cancelar pagamento' da gaveta de detalhes, para BANKING_ADMIN ou B_SELLER_ADMIN, com a conta PJ ACTIVE e a
         *     feature. Só um pagamento SCHEDULED (ainda não executado) é cancelado; fica CANCELLED para sempre. Em outro
         *     status: 409 PAYMENT_NOT_CANCELLABLE.
         */
        delete: operations["cancelPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{transferId}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comprovante em PDF (Pix ou boleto)
         * @description Para os papéis de /pagamentos, com a conta PJ ACTIVE e a feature. O comprovante de um pagamento PAID, em PDF:
         *     pagador, beneficiário (nome, documento mascarado, banco), valor, data e hora da execução, a chave Pix ou a
         *     linha digitável, e o identificador da transação (o E2E do Pix, a autenticação do boleto). Antes de pago: 409
         *     RECEIPT_NOT_AVAILABLE. Como no §7.7, o pagamento é achado pelo `transferId` ou, se não for um, pelo
         *     `transactionId` (o E2E ou a autenticação).
         */
        get: operations["getPaymentReceipt"];
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
        /** @enum {string} */
        ActivityAction: "card.sensitive_data.reveal" | "step_up.confirm" | "payment.create" | "payment.approve" | "transfer.request" | "anticipation.request" | "card_invoice.pay" | "treasury.apply" | "treasury.redeem" | "treasury.withdraw" | "charge.refund" | "charge.pos_refund" | "user.create" | "user.update" | "user.delete" | "step_up.settings.update";
        /** @enum {string} */
        ActivityResult: "SUCCESS" | "RATE_LIMITED" | "CONFIRMATION_REQUIRED" | "CONFIRMATION_INVALID" | "INVALID_CODE" | "INVALID_PASSWORD";
        ActivityLogEntry: {
            id: number;
            /** Format: date-time */
            occurredAt: string;
            /** @description Nulo quando foi uma chave de API ou o próprio sandbox. */
            userId: number | null;
            userEmail: string | null;
            action: components["schemas"]["ActivityAction"];
            /** @description Sobre o quê (ids do pagamento, do cartão, do usuário…). */
            subject: string | null;
            ipAddress: string | null;
            result: components["schemas"]["ActivityResult"];
        };
        ActivityLogPage: {
            content: components["schemas"]["ActivityLogEntry"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
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
             * @description Em reais, com até 2 casas: o total que sai do saldo.
             */
            amount: number;
            /**
             * Format: uuid
             * @description 'Incluir saldo a liberar': a antecipação pedida logo antes (ainda não executada) cujo crédito este
             *     repasse usa. Cada antecipação serve a um só repasse; a parte coberta por ela sai do saldo no dia em
             *     que ela credita, o resto do disponível agora. Sem o mínimo de R$ 9,00; o seller sinalizado pelo
             *     antifraude paga 10% do total (lançamento de taxa no razão) e recebe 90%.
             */
            anticipationId?: string;
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
            /** @description A taxa antifraude cobrada do total (0 sem ela), em reais; `amount` é o que chega ao seller. */
            feeAmount: number;
            /**
             * Format: uuid
             * @description A antecipação que o repasse usou, se incluiu o saldo a liberar.
             */
            anticipationId: string | null;
        };
        TransferPage: {
            content: components["schemas"]["Transfer"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        WithdrawalPreview: {
            /** @description O total pedido, em reais. */
            totalRedeem: number;
            /** @description A taxa que o modal mostra: a antifraude, quando há, senão a da antecipação. */
            anticipationTax: number;
            /** @description O que chega ao seller. */
            amountToReceive: number;
            /** @description O líquido que a antecipação traz do saldo a liberar (0 quando o disponível cobre o total). */
            anticipatedAmount: number;
            /** @description A taxa da antecipação, tirada dos recebíveis antecipados. */
            anticipationFee: number;
            /** @description A taxa antifraude: 10% do total para o seller sinalizado, quando algo é antecipado; senão 0. */
            fraudFee: number;
            /** @description O seller está sinalizado pelo antifraude. */
            isFraud: boolean;
            /** @description O maior total possível: o disponível mais o máximo antecipável. */
            maxAmount: number;
        };
        RevenueAnticipationContactRequest: {
            /** @description Recado para a equipe; sem < nem >. */
            message?: string | null;
        };
        RevenueAnticipationContact: {
            /** @description A caixa da equipe de antecipação do provedor. */
            recipient: string;
            /** @description O e-mail de quem pediu, que recebe a confirmação. */
            copyTo: string;
            /** @description O saldo a liberar do seller no pedido, em reais. */
            provisionedAmount: number;
        };
        AnticipationRequest: {
            /**
             * Format: money
             * @description Líquido desejado, em reais, com até 2 casas.
             */
            amount: number;
        };
        AnticipationSimulationRequest: {
            /**
             * Format: money
             * @description Líquido desejado, em reais, com até 2 casas; sem ele, o máximo.
             */
            amount?: number;
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
        /**
         * @description INACTIVE nunca pedida; PENDING em análise (KYC); FAILED reprovada (pode ser enviada de novo); ACTIVE aberta.
         * @enum {string}
         */
        BankAccountStatus: "INACTIVE" | "PENDING" | "FAILED" | "ACTIVE";
        /** @description A conta PJ do seller: ACTIVE com as duas contas e o número, ou ainda não aberta (INACTIVE, PENDING, FAILED), sem eles; `status` separa as duas. */
        BankAccount: components["schemas"]["BankAccountActive"] | components["schemas"]["BankAccountNotActive"];
        BankAccountActive: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "ACTIVE";
            /**
             * Format: uuid
             * @description A conta corrente.
             */
            debitAccountId: string;
            /**
             * Format: uuid
             * @description A conta investimento.
             */
            investmentAccountId: string;
            /** @description A agência de toda conta do banco (§9: '0001'). */
            agency: string;
            /** @description O número da conta corrente com o dígito (módulo 11), mostrado em 'Dados da Conta'. */
            accountNumber: string;
        };
        BankAccountNotActive: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "INACTIVE" | "PENDING" | "FAILED";
            /**
             * Format: uuid
             * @description Sempre null antes de ACTIVE.
             */
            debitAccountId: string | null;
            /**
             * Format: uuid
             * @description Sempre null antes de ACTIVE.
             */
            investmentAccountId: string | null;
            /** @description A agência de toda conta do banco (§9: '0001'). */
            agency: string;
            /** @description Sempre null antes de ACTIVE (a tela mostra '—'). */
            accountNumber: string | null;
        };
        BankAccountBalance: {
            /** @description Saldo da conta corrente, em reais. */
            debitAccountAmount: number;
        };
        ActivationAddress: {
            /** @description CEP, só os 8 dígitos. */
            zipCode: string;
            street: string;
            number: string;
            /** @description Vazio quando não há. */
            complement: string;
            district: string;
            city: string;
            /** @description UF. */
            state: string;
            /**
             * @description Sempre BR (§9).
             * @enum {string}
             */
            country: "BR";
        };
        /** @description DDD e número, só dígitos. */
        ActivationPhone: string;
        /** @description CPF, só os dígitos. */
        ActivationPersonDocument: string;
        /** @description O sócio A, que opera a conta. */
        ActivationAccountOwner: {
            document: components["schemas"]["ActivationPersonDocument"];
            firstName: string;
            lastName: string;
            /** Format: date */
            birthdate: string;
            /** Format: email */
            email: string;
            phoneNumber: components["schemas"]["ActivationPhone"];
            address: components["schemas"]["ActivationAddress"];
        };
        ActivationNaturalOwner: {
            document: components["schemas"]["ActivationPersonDocument"];
            firstName: string;
            lastName: string;
            /** Format: date */
            birthdate: string;
            /** Format: email */
            email: string;
            phone: components["schemas"]["ActivationPhone"];
            /** @enum {string} */
            type: "PARTNER" | "PROXY_HOLDER" | "LEGAL_REPRESENTATIVE" | "OTHER";
            address: components["schemas"]["ActivationAddress"];
        };
        ActivationLegalOwner: {
            /** @description CNPJ (também alfanumérico), sem pontuação. */
            document: string;
            legalName: string;
            /** Format: date */
            foundingDate: string;
            /** Format: email */
            email: string;
            phone: components["schemas"]["ActivationPhone"];
            /**
             * @description Um sócio pessoa jurídica é sempre representante legal (§4.2).
             * @enum {string}
             */
            type: "LEGAL_REPRESENTATIVE";
            address: components["schemas"]["ActivationAddress"];
        };
        BankAccountActivationRequest: {
            fantasyName: string;
            companyName: string;
            /** @description O CNPJ do seller, sem pontuação. */
            document: string;
            url: string;
            /** Format: date */
            openingDate: string;
            /**
             * @default LTDA
             * @enum {string}
             */
            businessType: "MEI" | "ME" | "EI" | "EIRELI" | "LTDA" | "SS" | "SA" | "NON_PROFIT";
            /** @description Código da atividade principal (CNAE), até 9 dígitos. */
            mainActivity: string;
            phone?: components["schemas"]["ActivationPhone"];
            /** Format: email */
            email: string;
            address: components["schemas"]["ActivationAddress"];
            accountOwner: components["schemas"]["ActivationAccountOwner"];
            /** @description Os sócios pessoa física, o sócio A primeiro. */
            naturalOwner: components["schemas"]["ActivationNaturalOwner"][];
            legalOwner: components["schemas"]["ActivationLegalOwner"][];
        };
        /** @description O último formulário enviado (§3 accountInput), para preencher o assistente de novo. */
        ActivationAccountInput: {
            fantasyName: string;
            companyName: string;
            document: string;
            url: string;
            /** @enum {string} */
            businessType: "MEI" | "ME" | "EI" | "EIRELI" | "LTDA" | "SS" | "SA" | "NON_PROFIT";
            mainActivity: string;
            phone: string | null;
            /** Format: date */
            openingDate: string;
            /** Format: email */
            email: string;
            newBankingAddress: components["schemas"]["ActivationAddress"];
            newAccountOwner: components["schemas"]["ActivationAccountOwner"];
            newNaturalOwner: components["schemas"]["ActivationNaturalOwner"][];
            newLegalOwner: components["schemas"]["ActivationLegalOwner"][];
        };
        BankAccountActivation: {
            status: components["schemas"]["BankAccountStatus"];
            /** @description O motivo quando FAILED; nulo nos outros estados. */
            kycAnalysisResult: string | null;
            accountInput: components["schemas"]["ActivationAccountInput"] | null;
        };
        PixLimit: {
            /** Format: uuid */
            limitId: string;
            /**
             * Format: uuid
             * @description A conta corrente (debitAccountId).
             */
            accountId: string;
            /**
             * @description DAY das 06:00 às 19:59:59; NIGHT das 20:00 às 05:59:59 (São Paulo).
             * @enum {string}
             */
            period: "DAY" | "NIGHT";
            /** @description O limite em vigor por janela, em reais. */
            amount: number;
            /** @description O aumento em processamento, em reais; nulo sem mudança pendente. */
            scheduledAmount: number | null;
            /**
             * Format: date-time
             * @description Quando o aumento passa a valer (relógio do sandbox).
             */
            scheduledFor: string | null;
            /**
             * Format: date-time
             * @description Quando o aumento foi pedido.
             */
            requestedAt: string | null;
        };
        PixLimitUpdate: {
            /** Format: uuid */
            limitId: string;
            /** Format: uuid */
            accountId: string;
            /**
             * Format: money
             * @description O novo limite da janela, em reais, com até 2 casas.
             */
            amount: number;
        };
        /**
         * @description email (Email), phone (Celular), evp (Aleatória), cnpj (CNPJ).
         * @enum {string}
         */
        PixKeyType: "email" | "phone" | "evp" | "cnpj";
        PixKey: {
            /** Format: uuid */
            id: string;
            /** @description Como o diretório Pix a guarda: CNPJ só dígitos, e-mail em minúsculas, celular '+55…', aleatória UUID. */
            key: string;
            keyType: components["schemas"]["PixKeyType"];
            /** Format: uuid */
            accountId: string;
            /**
             * @description CHECKING 'Conta corrente', INVESTMENT 'Conta investimento'.
             * @enum {string}
             */
            accountType: "CHECKING" | "INVESTMENT";
            /** Format: date-time */
            createdAt: string;
        };
        PixKeyCreateRequest: {
            /**
             * Format: uuid
             * @description debitAccountId ou investmentAccountId do seller.
             */
            accountId: string;
            keyType: components["schemas"]["PixKeyType"];
            /** @description e-mail; celular '55' + DDD + número, só dígitos; o CNPJ do seller; vazio ou ausente para evp. */
            key?: string;
        };
        PixKeyChallenge: {
            /** Format: uuid */
            id: string;
            /** @description O celular a confirmar, '+55…' (para onde foi o SMS). */
            key: string;
            /** @enum {string} */
            keyType: "phone";
            /** Format: uuid */
            accountId: string;
            /**
             * Format: date-time
             * @description Até quando o código vale (relógio do sandbox).
             */
            expiresAt: string;
        };
        /** @description O resultado de um cadastro: REGISTERED com a chave, ou AWAITING_CONFIRMATION com o desafio SMS (celular). */
        PixKeyRegistration: components["schemas"]["PixKeyRegistered"] | components["schemas"]["PixKeyAwaitingConfirmation"];
        PixKeyRegistered: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            status: "REGISTERED";
            /** @description A chave registrada (na aleatória, o UUID sorteado). */
            keyValue: string;
            pixKey: components["schemas"]["PixKey"];
            /** @description Sempre null numa chave registrada. */
            challenge: components["schemas"]["PixKeyChallenge"] | null;
        };
        PixKeyAwaitingConfirmation: {
            /**
             * @description Chave de celular à espera do código SMS. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            status: "AWAITING_CONFIRMATION";
            /** @description Sempre null enquanto espera o código. */
            keyValue: string | null;
            /** @description Sempre null enquanto espera o código. */
            pixKey: components["schemas"]["PixKey"] | null;
            challenge: components["schemas"]["PixKeyChallenge"];
        };
        PixKeyConfirmRequest: {
            /** @description O código de 6 dígitos recebido por SMS. */
            code: string;
        };
        /**
         * @description PENDING até o emissor emitir; ACTIVE ↔ BLOCKED; CANCELLED é definitivo.
         * @enum {string}
         */
        CardStatus: "PENDING" | "ACTIVE" | "BLOCKED" | "CANCELLED";
        /**
         * @description FREE_BALANCE 'Saldo Livre' (gasta do limite global); LIMIT_BALANCE 'Limite Fixo' (limite próprio).
         * @enum {string}
         */
        CardType: "FREE_BALANCE" | "LIMIT_BALANCE";
        Card: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description O mesmo `id` (o nome que o emissor usa).
             */
            cardId: string;
            cardName: string;
            type: components["schemas"]["CardType"];
            /** @description Limite próprio em reais; nulo em FREE_BALANCE. */
            limitValue: number | null;
            cardStatus: components["schemas"]["CardStatus"];
            /** @description '**** **** **** 4821'; nulo enquanto PENDING. */
            panMasked: string | null;
            /** @description Os últimos quatro dígitos; nulo enquanto PENDING. */
            finalDigits: string | null;
            /** @enum {string} */
            brand: "MASTERCARD";
            /** @description O que o cartão gastou e não foi pago, em reais. */
            invoiceValue: number;
            /** @description O que o cartão ainda pode gastar agora, em reais (nunca acima do restante global). */
            availableLimit: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            cancelledAt: string | null;
        };
        CardPage: {
            content: components["schemas"]["Card"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        CardCreate: {
            type: components["schemas"]["CardType"];
            /**
             * Format: money
             * @description Obrigatório em LIMIT_BALANCE; em reais, até 2 casas.
             */
            limitValue?: number | null;
            cardName: string;
        };
        CardStatusChange: {
            /** @enum {string} */
            status: "ACTIVE" | "BLOCKED";
            /** Format: uuid */
            idCard: string;
            /** @description Opcional; se vier, o seller do usuário. */
            idSeller?: number;
        };
        CardCancel: {
            /** Format: uuid */
            idCard: string;
        };
        CardRename: {
            /** Format: uuid */
            idCard: string;
            cardName: string;
        };
        CardSensitiveData: {
            pan: string;
            cvv: string;
            expiryMmYyyy: string;
        };
        CardTransaction: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            cardId: string;
            /** Format: date-time */
            transactionDate: string;
            /** @description O estabelecimento. */
            description: string;
            /** @description Valor da compra, em reais. */
            amount: number;
            /** @description Valor na fatura, em reais (no sandbox, sempre igual a `amount`). */
            billingAmount: number;
            /** @enum {string} */
            status: "APPROVED" | "DECLINED";
            approved: boolean;
            /** @description Por que foi recusada; nulo se aprovada. */
            declineReason: ("INSUFFICIENT_LIMIT" | "CARD_BLOCKED" | "CARD_CANCELLED" | "CARD_PENDING") | null;
            /** @description A fatura em que entrou; nulo se recusada. */
            yearMonth: string | null;
        };
        CardTransactionPage: {
            content: components["schemas"]["CardTransaction"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        CardLimitSummary: {
            /** @description O limite (global, ou o do cartão), em reais. */
            totalValueBag: number;
            /** @description O limite restante, em reais. */
            availableValueVirtualCard: number;
            /** @description Gasto e não pago, em reais. */
            invoiceValue: number;
            /** @description invoiceValue sobre totalValueBag, em %, com 2 casas. */
            usedPercentage: number;
        };
        CardLimitChange: {
            /** Format: uuid */
            cardId: string;
            /**
             * Format: money
             * @description Em reais, até 2 casas.
             */
            newLimit: number;
        };
        CardStatementRequest: {
            /** Format: uuid */
            cardId: string;
            /** Format: date */
            startDate?: string;
            /** Format: date */
            endDate?: string;
        };
        CardStatementSent: {
            /** Format: email */
            recipientEmail: string;
            /** Format: date */
            startDate: string;
            /** Format: date */
            endDate: string;
            transactions: number;
        };
        /** @enum {string} */
        CardInvoiceStatus: "OPEN" | "CLOSED" | "OVERDUE" | "PAID";
        CardInvoiceMonthSummary: {
            yearMonth: string;
            status: components["schemas"]["CardInvoiceStatus"];
            /** @description Total do mês: a soma das faturas dos cartões, pagas ou não, em reais. */
            totalAmount: number;
            /** @description A parte do total já paga (faturas de cartão PAID), em reais. */
            paidAmount: number;
            /** @description O que falta pagar: `totalAmount` menos `paidAmount`, em reais. */
            remainingAmount: number;
            /** Format: date */
            dueDate: string;
            /**
             * Format: date
             * @description Último dia de compras da fatura (fecha no fim dele).
             */
            endDate: string;
        };
        CardInvoiceMonthPage: {
            content: components["schemas"]["CardInvoiceMonthSummary"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        VirtualCardRef: {
            /** Format: uuid */
            id: string;
            maskedPan: string | null;
            cardName: string;
        };
        CardInvoice: {
            /**
             * Format: uuid
             * @description A fatura do cartão no mês (o `cardInvoiceId` do pagamento).
             */
            id: string;
            status: components["schemas"]["CardInvoiceStatus"];
            totalAmount: number;
            virtualCard: components["schemas"]["VirtualCardRef"];
            transactions: components["schemas"]["CardTransaction"][];
        };
        CardInvoiceMonth: {
            yearMonth: string;
            status: components["schemas"]["CardInvoiceStatus"];
            /** @description Total do mês: a soma das faturas dos cartões, pagas ou não, em reais. */
            totalAmount: number;
            /** @description A parte do total já paga (faturas de cartão PAID), em reais. */
            paidAmount: number;
            /** @description O que falta pagar: `totalAmount` menos `paidAmount`, em reais. */
            remainingAmount: number;
            /** Format: date */
            dueDate: string;
            /** Format: date */
            endDate: string;
            cardInvoices: components["schemas"]["CardInvoice"][];
        };
        CardInvoiceSummary: {
            /** @description A fatura do resumo; nula quando não há fatura vencida, fechada ou aberta. */
            invoice: components["schemas"]["CardInvoiceMonthSummary"] | null;
        };
        CardInvoiceSettings: {
            /** @description O dia escolhido; nulo enquanto ninguém escolheu. */
            dueDay: (12 | 18 | 22) | null;
            /**
             * @description O dia em que as faturas vencem hoje (12 sem escolha).
             * @enum {integer}
             */
            effectiveDueDay: 12 | 18 | 22;
            canChange: boolean;
            allowedDueDays: (12 | 18 | 22)[];
        };
        PayableCardInvoice: {
            /** Format: uuid */
            cardInvoiceId: string;
            maskedPan: string | null;
            cardName: string;
            totalAmount: number;
            /** @enum {string} */
            invoiceStatus: "CLOSED" | "OVERDUE";
            yearMonth: string;
            /** Format: date */
            dueDate: string;
        };
        PayableCardInvoices: {
            content: components["schemas"]["PayableCardInvoice"][];
            /** @description Saldo disponível da conta corrente, em reais. */
            accountBalance: number;
        };
        CardInvoicePaymentRequest: {
            cardInvoiceIds: string[];
            /** @enum {string} */
            paymentMethod: "CHECKING_ACCOUNT" | "PIX";
        };
        CardInvoicePayment: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            paymentMethod: "CHECKING_ACCOUNT" | "PIX";
            /** @enum {string} */
            status: "PENDING" | "PAID" | "EXPIRED";
            amount: number;
            cardInvoiceIds: string[];
            /** @description O BR Code Pix (copia e cola); nulo pelo saldo. */
            emv: string | null;
            /** @description O QR do BR Code como data URL de uma imagem SVG; nulo pelo saldo. */
            qrCode: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description 24 horas depois de criado, no Pix.
             */
            expiresAt: string | null;
            /** Format: date-time */
            paidAt: string | null;
        };
        PendingCardInvoicePayment: {
            payment: components["schemas"]["CardInvoicePayment"] | null;
        };
        /**
         * @description CHECKING_ACCOUNT a conta corrente; INVESTMENT_ACCOUNT a conta investimento.
         * @enum {string}
         */
        TreasuryAccountType: "CHECKING_ACCOUNT" | "INVESTMENT_ACCOUNT";
        TreasuryYieldParams: {
            /** @enum {string} */
            index: "CDI";
            /** @description Percentual do CDI (100, 110.5), até duas casas. */
            percent: number;
        };
        TreasuryProduct: {
            /** Format: uuid */
            id: string;
            name: string;
            yield_params: components["schemas"]["TreasuryYieldParams"];
        };
        TreasurySummary: {
            /** @description Conta corrente, disponível hoje, em reais. */
            debitAccountAmount: number;
            /** @description Conta investimento (principal mais rendimento creditado), em reais. */
            investAccountAmount: number;
            /** @description Em processamento: aplicações e resgates aceitos e ainda não liquidados (saíram de uma conta e não chegaram à outra), em reais. Um saque para outro banco não entra: o dinheiro está saindo da conta. */
            inProcessingAmount: number;
            /** @description Conta adquirência, disponível hoje, em reais (0 com `hideAcquiringAccount`). */
            redeemAccountAmount: number;
            /** @description Conta adquirência, a liberar, em reais (0 com `hideAcquiringAccount`). */
            provisionedAmount: number;
            /** @description Lançamentos futuros da conta corrente (data efetiva depois de hoje), em reais. */
            futurePostings: number;
            /** @description Corrente + investimento + em processamento + adquirência disponível, em reais: investir ou resgatar não muda o total. */
            totalAmount: number;
            /** @description A taxa DI em vigor hoje, % ao ano; nula sem nenhuma taxa publicada. */
            cdi: number | null;
            /**
             * Format: date
             * @description O dia útil da taxa DI em vigor.
             */
            cdiDate: string | null;
            /** @description Ajuste do seller: esconde o bloco da conta adquirência. */
            hideAcquiringAccount: boolean;
            products: components["schemas"]["TreasuryProduct"][];
            /**
             * Format: date-time
             * @description O instante do relógio do sandbox em que os saldos foram somados.
             */
            serverTime: string;
        };
        TreasuryLedgerLine: {
            /**
             * Format: uuid
             * @description O lançamento do razão.
             */
            id: string;
            /**
             * Format: date
             * @description Data efetiva do lançamento.
             */
            date: string;
            /** @description APLICACAO, RESGATE, RENDIMENTO, SAQUE, REPASSE, PIX, FATURA_CARTAO… */
            operation: string;
            description: string;
            /** @description Em reais, sempre positivo. */
            value: number;
            /** @description true quando entrou na conta, false quando saiu. */
            positive: boolean;
        };
        TreasuryLedgerPage: {
            content: components["schemas"]["TreasuryLedgerLine"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        /**
         * @description PROCESSING aceita e não liquidada; ACTIVE rendendo; REDEEMED resgatada por inteiro.
         * @enum {string}
         */
        TreasuryApplicationStatus: "PROCESSING" | "ACTIVE" | "REDEEMED";
        TreasuryApplication: {
            /** Format: uuid */
            application_id: string;
            /** Format: uuid */
            product_id: string;
            product_name: string;
            status: components["schemas"]["TreasuryApplicationStatus"];
            /** @description O principal ainda aplicado (um resgate parcial leva principal e rendimento na proporção do valor atual), em reais. */
            invested_amount: number;
            /** @description Valor atual (principal mais rendimento creditado): o máximo de um resgate, em reais. */
            current_amount: number;
            /** @description `current_amount` menos `invested_amount`, em reais. */
            yield_amount: number;
            /**
             * Format: date
             * @description Dia em que a aplicação foi liquidada e começou a render; nulo em PROCESSING.
             */
            started_at: string | null;
            yield_params: components["schemas"]["TreasuryYieldParams"];
            /** Format: date-time */
            requested_at: string;
        };
        TreasuryApplicationPage: {
            content: components["schemas"]["TreasuryApplication"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        TreasuryInvestRequest: {
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            amount: number;
            /**
             * @description De onde sai o dinheiro (só a conta corrente).
             * @enum {string}
             */
            account_origin: "CHECKING_ACCOUNT";
        };
        TreasuryAmountRequest: {
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            amount: number;
        };
        TreasuryRedemption: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            application_id: string;
            /** @description Em reais. */
            amount: number;
            /**
             * @description PROCESSING até o agendador pagar na conta corrente; SETTLED depois.
             * @enum {string}
             */
            status: "PROCESSING" | "SETTLED";
            /** Format: date-time */
            requested_at: string;
            /** Format: date-time */
            settled_at: string | null;
        };
        TreasuryWithdrawal: {
            /** Format: uuid */
            id: string;
            /** @description Em reais. */
            amount: number;
            /**
             * @description PROCESSING até o agendador enviar; SETTLED depois.
             * @enum {string}
             */
            status: "PROCESSING" | "SETTLED";
            /** Format: date-time */
            requested_at: string;
            /** Format: date-time */
            settled_at: string | null;
        };
        TreasuryWithdrawalPage: {
            content: components["schemas"]["TreasuryWithdrawal"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        TreasuryStatementRequest: {
            account: components["schemas"]["TreasuryAccountType"];
            /** Format: date */
            start_date: string;
            /** Format: date */
            end_date: string;
        };
        /**
         * @description O vocabulário de §4.6. O sandbox usa REQUESTED (pedido, à espera de aprovação), SCHEDULED (aprovado, agendado),
         *     PAID (executado), FAILED (a execução falhou: `failureReason`), REJECTED (rejeitado na aprovação), EXPIRED (a data
         *     passou sem aprovação) e CANCELLED (agendado e cancelado); os outros existem no provedor e a tela os rotula.
         * @enum {string}
         */
        PaymentStatus: "CREATED" | "REQUESTED" | "SCHEDULED" | "PENDING" | "PENDING_APPROVAL" | "APPROVED" | "PROCESSING" | "PAID" | "COMPLETED" | "REJECTED" | "FAILED" | "EXPIRED" | "RETURNED" | "REFUNDED" | "CANCELLED";
        /**
         * @description PIX ou BANK_SLIP (boleto).
         * @enum {string}
         */
        PaymentType: "PIX" | "BANK_SLIP";
        /**
         * @description Centro de custo, em minúsculas (a tela mostra 'Administrativo', 'Financeiro', …).
         * @enum {string}
         */
        PaymentCostCenter: "administrativo" | "financeiro" | "marketing" | "operacional" | "vendas";
        /**
         * @description O tipo da chave no vocabulário da área financeira (§3).
         * @enum {string}
         */
        PaymentPixKeyType: "DOCUMENT" | "PHONE" | "EMAIL" | "ALLEATORY_KEY";
        Payment: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description O mesmo `id`: o nome que aprovação, cancelamento e comprovante usam.
             */
            transferId: string;
            transactionType: components["schemas"]["PaymentType"];
            /** @description Em reais. */
            amount: number;
            /**
             * Format: date
             * @description A data do pagamento (yyyy-MM-dd, São Paulo).
             */
            scheduledDate: string;
            status: components["schemas"]["PaymentStatus"];
            /** @description Quem recebe: o dono da chave Pix; no boleto, o beneficiário conhecido ou o banco. */
            recipientName: string;
            /** @description O mesmo `recipientName` (a coluna Beneficiário). */
            beneficiary: string;
            /** @description CPF ou CNPJ só dígitos; nulo num boleto de beneficiário desconhecido. */
            recipientDocument: string | null;
            /** @description ISPB do banco de quem recebe (Pix); nulo no boleto. */
            credit_bank_ispb: string | null;
            /** @description Nome do banco de quem recebe; 'Banco (ISPB: código)' quando desconhecido; nulo numa conta de consumo. */
            bankName: string | null;
            /** @description Quem paga: o seller. */
            debit_name: string;
            description: string | null;
            costCenter: components["schemas"]["PaymentCostCenter"] | null;
            /** @description A chave como o diretório a guarda; nulo no boleto. */
            pixKey: string | null;
            pixKeyType: components["schemas"]["PaymentPixKeyType"] | null;
            /** @description O código de barras (44 dígitos); nulo no Pix. */
            barCode: string | null;
            /** @description A linha digitável (47, ou 48 na conta de consumo); nulo no Pix. */
            digitableLine: string | null;
            /**
             * Format: date
             * @description O vencimento lido do boleto; nulo no Pix e em boleto sem vencimento.
             */
            dueDate: string | null;
            /** @description A conta de destino quando o recebedor é um seller do sandbox; nulo nos outros. */
            destinationAccount: string | null;
            /** @description E-mail de quem pediu; nulo quando foi uma chave de API. */
            userEmail: string | null;
            /** @description Nome de quem pediu ('Integração' para uma chave de API). */
            submittedBy: string;
            /** @description O identificador da execução: E2E do Pix (32 caracteres) ou autenticação do boleto; nulo antes de pago. */
            transactionId: string | null;
            /** @description Por que falhou (FAILED) ou foi rejeitado (REJECTED). */
            failureReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            approvedAt: string | null;
            approvedBy: string | null;
            /** Format: date-time */
            rejectedAt: string | null;
            rejectedBy: string | null;
            /**
             * Format: date-time
             * @description Quando foi pago ou falhou.
             */
            executedAt: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            cancelledBy: string | null;
            /** @description Verdadeiro quando PAID: `getPaymentReceipt` responde o PDF. */
            hasReceipt: boolean;
        };
        PaymentPage: {
            content: components["schemas"]["Payment"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        PaymentList: {
            content: components["schemas"]["Payment"][];
        };
        /** @description PIX leva `pixKey` (e `pixAmount`, `isFavorite`); BANK_SLIP leva `barCode`. */
        PaymentCheckRequest: {
            type: components["schemas"]["PaymentType"];
            /** @description Como a pessoa digitou (pontuação, maiúsculas e +55 aceitos). */
            pixKey?: string;
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            pixAmount?: number;
            isFavorite?: boolean;
            /** @description Linha digitável (47 ou 48 dígitos) ou código de barras (44); espaços, pontos e hífens são ignorados. */
            barCode?: string;
        };
        /** @description Os campos do outro tipo vêm nulos. */
        PaymentCheck: {
            type: components["schemas"]["PaymentType"];
            /** @description Pix: o `pixAmount` pedido. Boleto: o valor lido do código; nulo quando o boleto não traz valor. */
            amount: number | null;
            recipientName: string;
            recipientDocument: string | null;
            bankIspb: string | null;
            bankName: string | null;
            pixKey: string | null;
            pixKeyType: components["schemas"]["PaymentPixKeyType"] | null;
            /** @description O código de barras (44 dígitos), o que `createPayment` recebe em `barCode`. */
            bankSlipKey: string | null;
            barCode: string | null;
            digitableLine: string | null;
            bankCode: string | null;
            /** Format: date */
            dueDate: string | null;
            /**
             * @description BANK (boleto de cobrança) ou UTILITY (conta de consumo ou tributo).
             * @enum {string|null}
             */
            kind: "BANK" | "UTILITY" | null;
            /**
             * Format: date
             * @description Hoje (São Paulo), a data sugerida.
             */
            paymentDate: string;
            costCenter: components["schemas"]["PaymentCostCenter"] | null;
            description: string | null;
            /** @description Pix: a chave já está nos favoritos. */
            isFavorite: boolean;
        };
        /** @description PIX leva `pixKey` e `amount`; BANK_SLIP leva `barCode` e `description` (e `amount` se o boleto não traz valor). */
        PaymentCreateRequest: {
            type: components["schemas"]["PaymentType"];
            pixKey?: string;
            barCode?: string;
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            amount?: number;
            /**
             * Format: date
             * @description Não antes de hoje (São Paulo).
             */
            paymentDate: string;
            description?: string;
            costCenter?: components["schemas"]["PaymentCostCenter"];
            /** @description Pix: guarda o recebedor nos favoritos. */
            isFavorite?: boolean;
            /** @description Apelido do favorito. */
            nickname?: string;
        };
        PaymentDecisionRequest: {
            transferIds: string[];
        };
        PaymentRejectionRequest: {
            transferIds: string[];
            reason?: string;
        };
        PaymentFavorite: {
            /** Format: uuid */
            id: string;
            recipientName: string;
            nickname: string | null;
            pixKey: string;
            pixKeyType: components["schemas"]["PaymentPixKeyType"];
        };
        PaymentFavoritePage: {
            content: components["schemas"]["PaymentFavorite"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
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
        /** @description Limite de visualizações dos dados do cartão atingido (5 por usuário e cartão por hora). */
        TooManyReveals: {
            headers: {
                /** @description Segundos até poder ver os dados de novo. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "TOO_MANY_REVEALS",
                 *           "description": "Você atingiu o limite de visualizações dos dados deste cartão. Tente novamente mais tarde."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Cartão, fatura ou pagamento não encontrado (também quando é de outro seller). */
        CardNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "CARD_NOT_FOUND",
                 *           "description": "Cartão não encontrado."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /**
         * @description A conta PJ não está ACTIVE ('Conta não configurada.'), o estado do cartão ou da fatura não permite a
         *     operação, ou a mesma Idempotency-Key já foi usada com outro conteúdo.
         */
        CardConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Produto ou aplicação não encontrado (também quando a aplicação é de outro seller). */
        TreasuryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "APPLICATION_NOT_FOUND",
                 *           "description": "Aplicação não encontrada."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /**
         * @description A conta PJ não está ACTIVE ('Conta não configurada.'), o estado da aplicação não permite o resgate, ou a
         *     mesma Idempotency-Key já foi usada com outro conteúdo.
         */
        TreasuryConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Pagamento não encontrado (também quando é de outro seller). */
        PaymentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "PAYMENT_NOT_FOUND",
                 *           "description": "ID do pagamento não encontrado"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /**
         * @description A conta PJ não está ACTIVE ('Conta não configurada.'), o status do pagamento não permite a operação, ou a
         *     mesma Idempotency-Key já foi usada com outro conteúdo.
         */
        PaymentConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description A chave Pix não existe no diretório Pix. */
        PixKeyUnknown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "PIX_KEY_NOT_FOUND",
                 *           "description": "Chave Pix não encontrada."
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
    listActivityLog: {
        parameters: {
            query: {
                /** @example 2026-11-01 */
                startDate: string;
                /** @example 2026-11-30 */
                endDate: string;
                /** @example 1 */
                userId?: number;
                /** @example payment.approve */
                action?: components["schemas"]["ActivityAction"];
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
            /** @description Uma página do registro. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": 42,
                     *           "occurredAt": "2026-11-25T15:00:00Z",
                     *           "userId": 1,
                     *           "userEmail": "admin@demo.balcao.dev",
                     *           "action": "payment.approve",
                     *           "subject": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "ipAddress": "203.0.113.7",
                     *           "result": "SUCCESS"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10
                     *     }
                     */
                    "application/json": components["schemas"]["ActivityLogPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    exportActivityLog: {
        parameters: {
            query: {
                /** @example 2026-11-01 */
                startDate: string;
                /** @example 2026-11-30 */
                endDate: string;
                /** @example 1 */
                userId?: number;
                /** @example payment.approve */
                action?: components["schemas"]["ActivityAction"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O arquivo CSV (`Content-Disposition` com o nome `atividades-{inicial}-a-{final}.csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Data e hora;Usuário;Ação;Objeto;Endereço;Resultado
                     *     25/11/2026 12:00;admin@demo.balcao.dev;Pagamentos aprovados;8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f;203.0.113.7;Concluída
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
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
    exportStatementCsv: {
        parameters: {
            query: {
                /** @example 2026-10-21 */
                executionDateInitial: string;
                /** @example 2026-11-20 */
                executionDateFinal: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O arquivo CSV (`Content-Disposition` com o nome `extrato-{inicial}-a-{final}.csv`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Execução;Tipo;Operação;Descrição;Destino;Taxas (R$);Valor (R$)
                     *     19/11/2026;Crédito;Recebimento Pix;Venda;Maria Souza;4,49;145,41
                     */
                    "text/csv": string;
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
                     *       "status": "PENDING",
                     *       "feeAmount": 0,
                     *       "anticipationId": null
                     *     }
                     */
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A antecipação informada não existe para este seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "NOT_FOUND",
                     *           "description": "Antecipação não encontrada."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            409: components["responses"]["Conflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    previewWithdrawal: {
        parameters: {
            query: {
                /**
                 * @description Total pedido, em reais, com até 2 casas.
                 * @example 800
                 */
                requestedAmount: number;
                /**
                 * @description Verdadeiro com 'Incluir saldo a liberar' marcado; falso, a prévia de um saque só do disponível.
                 * @example true
                 */
                useAnticipationAmount?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A prévia, em reais. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalRedeem": 800,
                     *       "anticipationTax": 80,
                     *       "amountToReceive": 720,
                     *       "anticipatedAmount": 300,
                     *       "anticipationFee": 4.1,
                     *       "fraudFee": 80,
                     *       "isFraud": true,
                     *       "maxAmount": 1250.35
                     *     }
                     */
                    "application/json": components["schemas"]["WithdrawalPreview"];
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
                     *           "status": "PENDING",
                     *           "feeAmount": 0,
                     *           "anticipationId": null
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
    requestRevenueAnticipationContact: {
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
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "message": "Gostaria de antecipar as vendas parceladas de dezembro."
                 *     }
                 */
                "application/json": components["schemas"]["RevenueAnticipationContactRequest"];
            };
        };
        responses: {
            /** @description As mensagens foram postas na caixa de saída. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "recipient": "antecipacao@balcao.dev",
                     *       "copyTo": "admin@demo.balcao.dev",
                     *       "provisionedAmount": 1250.4
                     *     }
                     */
                    "application/json": components["schemas"]["RevenueAnticipationContact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
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
    simulateAnticipationWithBody: {
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
                "application/json": components["schemas"]["AnticipationSimulationRequest"];
            };
        };
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
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    requestAnticipation: {
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
            428: components["responses"]["ConfirmationRequired"];
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
    getBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A conta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ACTIVE",
                     *       "debitAccountId": "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b",
                     *       "investmentAccountId": "0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d",
                     *       "agency": "0001",
                     *       "accountNumber": "100001-2"
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getBankAccountBalance: {
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
                     *       "debitAccountAmount": 1520.35
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccountBalance"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A conta PJ não está ativa. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "ACCOUNT_NOT_ACTIVE",
                     *           "description": "Conta não configurada."
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
    getBankAccountActivation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A ativação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "FAILED",
                     *       "kycAnalysisResult": "CPF do sócio A com pendência na Receita Federal.",
                     *       "accountInput": null
                     *     }
                     */
                    "application/json": components["schemas"]["BankAccountActivation"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    submitBankAccountActivation: {
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
                 *       "fantasyName": "Comércio Modelo",
                 *       "companyName": "Comércio Modelo Ltda",
                 *       "document": "45321678000104",
                 *       "url": "https://comerciomodelo.com.br",
                 *       "openingDate": "2015-03-10",
                 *       "businessType": "LTDA",
                 *       "mainActivity": "4712100",
                 *       "phone": "2133221100",
                 *       "email": "financeiro@comerciomodelo.com.br",
                 *       "address": {
                 *         "zipCode": "20040020",
                 *         "street": "Praça Floriano",
                 *         "number": "55",
                 *         "complement": "",
                 *         "district": "Centro",
                 *         "city": "Rio de Janeiro",
                 *         "state": "RJ",
                 *         "country": "BR"
                 *       },
                 *       "accountOwner": {
                 *         "document": "52998224725",
                 *         "firstName": "Olívia",
                 *         "lastName": "Souza Outra",
                 *         "birthdate": "1985-05-02",
                 *         "email": "olivia@comerciomodelo.com.br",
                 *         "phoneNumber": "21987654321",
                 *         "address": {
                 *           "zipCode": "20040020",
                 *           "street": "Praça Floriano",
                 *           "number": "55",
                 *           "complement": "",
                 *           "district": "Centro",
                 *           "city": "Rio de Janeiro",
                 *           "state": "RJ",
                 *           "country": "BR"
                 *         }
                 *       },
                 *       "naturalOwner": [
                 *         {
                 *           "document": "52998224725",
                 *           "firstName": "Olívia",
                 *           "lastName": "Souza Outra",
                 *           "birthdate": "1985-05-02",
                 *           "email": "olivia@comerciomodelo.com.br",
                 *           "phone": "21987654321",
                 *           "type": "PARTNER",
                 *           "address": {
                 *             "zipCode": "20040020",
                 *             "street": "Praça Floriano",
                 *             "number": "55",
                 *             "complement": "",
                 *             "district": "Centro",
                 *             "city": "Rio de Janeiro",
                 *             "state": "RJ",
                 *             "country": "BR"
                 *           }
                 *         }
                 *       ],
                 *       "legalOwner": [
                 *         {
                 *           "document": "04252011000110",
                 *           "legalName": "Holding Modelo S.A.",
                 *           "foundingDate": "2000-01-01",
                 *           "email": "holding@modelo.com.br",
                 *           "phone": "2133221100",
                 *           "type": "LEGAL_REPRESENTATIVE",
                 *           "address": {
                 *             "zipCode": "20040020",
                 *             "street": "Praça Floriano",
                 *             "number": "55",
                 *             "complement": "",
                 *             "district": "Centro",
                 *             "city": "Rio de Janeiro",
                 *             "state": "RJ",
                 *             "country": "BR"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["BankAccountActivationRequest"];
            };
        };
        responses: {
            /** @description Enviada; a conta fica PENDING até a análise. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankAccountActivation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A conta já está em análise ou ativa, ou a mesma Idempotency-Key veio com outro corpo. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "ACCOUNT_PENDING",
                     *           "description": "A conta já está em análise."
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
    getPixLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os dois limites, DAY primeiro. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "limitId": "3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c",
                     *         "accountId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *         "period": "DAY",
                     *         "amount": 10000,
                     *         "scheduledAmount": null,
                     *         "scheduledFor": null,
                     *         "requestedAt": null
                     *       },
                     *       {
                     *         "limitId": "4a3b2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d",
                     *         "accountId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *         "period": "NIGHT",
                     *         "amount": 1000,
                     *         "scheduledAmount": 3000,
                     *         "scheduledFor": "2026-11-26T15:00:00Z",
                     *         "requestedAt": "2026-11-25T15:00:00Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PixLimit"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    updatePixLimit: {
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
                 *       "limitId": "4a3b2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d",
                 *       "accountId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                 *       "amount": 3000
                 *     }
                 */
                "application/json": components["schemas"]["PixLimitUpdate"];
            };
        };
        responses: {
            /** @description O limite como ficou (com o aumento agendado, se foi um aumento). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "limitId": "4a3b2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d",
                     *       "accountId": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *       "period": "NIGHT",
                     *       "amount": 1000,
                     *       "scheduledAmount": 3000,
                     *       "scheduledFor": "2026-11-26T15:00:00Z",
                     *       "requestedAt": "2026-11-25T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["PixLimit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description O limite ou a conta não existe para este seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "NOT_FOUND",
                     *           "description": "Limite não encontrado."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPixKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description GET: o id de uma das duas contas do seller (debitAccountId ou investmentAccountId). DELETE: o id da chave.
                 * @example 3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As chaves da conta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "0b7c2d4e-1f3a-4b5c-8d6e-7f8a9b0c1d2e",
                     *         "key": "11222333000181",
                     *         "keyType": "cnpj",
                     *         "accountId": "3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
                     *         "accountType": "CHECKING",
                     *         "createdAt": "2026-11-20T15:00:00Z"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["PixKey"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A conta não é do seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "NOT_FOUND",
                     *           "description": "Conta não encontrada."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Conta PJ ausente ou não ativa. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "ACCOUNT_NOT_ACTIVE",
                     *           "description": "Conta não configurada."
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
    deletePixKey: {
        parameters: {
            query: {
                /** @example phone */
                keyType: components["schemas"]["PixKeyType"];
            };
            header?: never;
            path: {
                /**
                 * @description GET: o id de uma das duas contas do seller (debitAccountId ou investmentAccountId). DELETE: o id da chave.
                 * @example 3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Chave excluída ('Chave pix deletada com sucesso.'). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Chave não encontrada entre as do seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "NOT_FOUND",
                     *           "description": "Chave Pix não encontrada."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Conta PJ ausente ou não ativa. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "ACCOUNT_NOT_ACTIVE",
                     *           "description": "Conta não configurada."
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
    createPixKey: {
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
                 *       "accountId": "3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
                 *       "keyType": "phone",
                 *       "key": "5511987654321"
                 *     }
                 */
                "application/json": components["schemas"]["PixKeyCreateRequest"];
            };
        };
        responses: {
            /** @description Chave registrada, ou à espera do código SMS (celular). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "AWAITING_CONFIRMATION",
                     *       "keyValue": null,
                     *       "pixKey": null,
                     *       "challenge": {
                     *         "id": "6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *         "key": "+5511987654321",
                     *         "keyType": "phone",
                     *         "accountId": "3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
                     *         "expiresAt": "2026-11-20T15:10:00Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PixKeyRegistration"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description A conta não é do seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "NOT_FOUND",
                     *           "description": "Conta não encontrada."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Conta não ativa, 20 chaves na conta, chave já registrada no diretório, ou Idempotency-Key reusada. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "PIX_KEY_ALREADY_REGISTERED",
                     *           "description": "Esta chave Pix já está cadastrada."
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
    confirmPixKey: {
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
                 * @description O `challenge.id` devolvido por `createPixKey` para uma chave de celular.
                 * @example 6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
                 */
                challengeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "482915"
                 *     }
                 */
                "application/json": components["schemas"]["PixKeyConfirmRequest"];
            };
        };
        responses: {
            /** @description Chave registrada. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "REGISTERED",
                     *       "keyValue": "+5511987654321",
                     *       "pixKey": {
                     *         "id": "0b7c2d4e-1f3a-4b5c-8d6e-7f8a9b0c1d2e",
                     *         "key": "+5511987654321",
                     *         "keyType": "phone",
                     *         "accountId": "3f9a1c2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b",
                     *         "accountType": "CHECKING",
                     *         "createdAt": "2026-11-20T15:02:00Z"
                     *       },
                     *       "challenge": null
                     *     }
                     */
                    "application/json": components["schemas"]["PixKeyRegistered"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Desafio não encontrado entre os do seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "NOT_FOUND",
                     *           "description": "Código não encontrado."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            /** @description Conta não ativa, 20 chaves na conta, chave registrada por outro enquanto isso, ou Idempotency-Key reusada. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "PIX_KEY_LIMIT",
                     *           "description": "A conta já tem 20 chaves Pix."
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
    listCards: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 20 */
                size?: number;
                /**
                 * @description Parte do nome do cartão ou os últimos dígitos.
                 * @example Marketing
                 */
                search?: string;
                /** @example ACTIVE */
                status?: components["schemas"]["CardStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de cartões. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *           "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *           "cardName": "Marketing",
                     *           "type": "LIMIT_BALANCE",
                     *           "limitValue": 5000,
                     *           "cardStatus": "ACTIVE",
                     *           "panMasked": "**** **** **** 4821",
                     *           "finalDigits": "4821",
                     *           "brand": "MASTERCARD",
                     *           "invoiceValue": 1240.5,
                     *           "availableLimit": 3759.5,
                     *           "createdAt": "2026-06-02T13:00:00Z",
                     *           "cancelledAt": null
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["CardPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    createCard: {
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
                 *       "type": "LIMIT_BALANCE",
                 *       "limitValue": 5000,
                 *       "cardName": "Marketing"
                 *     }
                 */
                "application/json": components["schemas"]["CardCreate"];
            };
        };
        responses: {
            /** @description Cartão pedido ao emissor (PENDING até ser emitido). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardName": "Marketing",
                     *       "type": "LIMIT_BALANCE",
                     *       "limitValue": 5000,
                     *       "cardStatus": "PENDING",
                     *       "panMasked": null,
                     *       "finalDigits": null,
                     *       "brand": "MASTERCARD",
                     *       "invoiceValue": 0,
                     *       "availableLimit": 5000,
                     *       "createdAt": "2026-06-02T13:00:00Z",
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelCard: {
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
                 *       "idCard": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": components["schemas"]["CardCancel"];
            };
        };
        responses: {
            /** @description O cartão cancelado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardName": "Marketing",
                     *       "type": "LIMIT_BALANCE",
                     *       "limitValue": 5000,
                     *       "cardStatus": "CANCELLED",
                     *       "panMasked": "**** **** **** 4821",
                     *       "finalDigits": "4821",
                     *       "brand": "MASTERCARD",
                     *       "invoiceValue": 1240.5,
                     *       "availableLimit": 3759.5,
                     *       "createdAt": "2026-06-02T13:00:00Z",
                     *       "cancelledAt": "2026-11-25T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    updateCardStatus: {
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
                 *       "status": "BLOCKED",
                 *       "idCard": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b"
                 *     }
                 */
                "application/json": components["schemas"]["CardStatusChange"];
            };
        };
        responses: {
            /** @description O cartão com o novo status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardName": "Marketing",
                     *       "type": "LIMIT_BALANCE",
                     *       "limitValue": 5000,
                     *       "cardStatus": "BLOCKED",
                     *       "panMasked": "**** **** **** 4821",
                     *       "finalDigits": "4821",
                     *       "brand": "MASTERCARD",
                     *       "invoiceValue": 1240.5,
                     *       "availableLimit": 3759.5,
                     *       "createdAt": "2026-06-02T13:00:00Z",
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    renameCard: {
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
                 *       "idCard": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                 *       "cardName": "Viagens"
                 *     }
                 */
                "application/json": components["schemas"]["CardRename"];
            };
        };
        responses: {
            /** @description O cartão com o novo nome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardName": "Viagens",
                     *       "type": "LIMIT_BALANCE",
                     *       "limitValue": 5000,
                     *       "cardStatus": "ACTIVE",
                     *       "panMasked": "**** **** **** 4821",
                     *       "finalDigits": "4821",
                     *       "brand": "MASTERCARD",
                     *       "invoiceValue": 1240.5,
                     *       "availableLimit": 3759.5,
                     *       "createdAt": "2026-06-02T13:00:00Z",
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O cartão. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardName": "Marketing",
                     *       "type": "LIMIT_BALANCE",
                     *       "limitValue": 5000,
                     *       "cardStatus": "ACTIVE",
                     *       "panMasked": "**** **** **** 4821",
                     *       "finalDigits": "4821",
                     *       "brand": "MASTERCARD",
                     *       "invoiceValue": 1240.5,
                     *       "availableLimit": 3759.5,
                     *       "createdAt": "2026-06-02T13:00:00Z",
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    revealCardData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Os dados do cartão, para mostrar e esconder de novo. */
            200: {
                headers: {
                    /** @description Sempre no-store. */
                    "Cache-Control"?: "no-store";
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "pan": "5502090000004821",
                     *       "cvv": "123",
                     *       "expiryMmYyyy": "06/2031"
                     *     }
                     */
                    "application/json": components["schemas"]["CardSensitiveData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            429: components["responses"]["TooManyReveals"];
            500: components["responses"]["ServerError"];
        };
    };
    listCardTransactions: {
        parameters: {
            query: {
                /** @example 3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b */
                cardId: string;
                /** @example 2026-10-26 */
                startDate?: string;
                /** @example 2026-11-25 */
                endDate?: string;
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 10 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de compras. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *           "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *           "transactionDate": "2026-11-24T17:32:00Z",
                     *           "description": "Google Ads",
                     *           "amount": 320.9,
                     *           "billingAmount": 320.9,
                     *           "status": "APPROVED",
                     *           "approved": true,
                     *           "declineReason": null,
                     *           "yearMonth": "2026-12"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10
                     *     }
                     */
                    "application/json": components["schemas"]["CardTransactionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getCardLimits: {
        parameters: {
            query?: {
                /** @example 3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b */
                idCard?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O resumo de limites. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalValueBag": 50000,
                     *       "availableValueVirtualCard": 41250.3,
                     *       "invoiceValue": 8749.7,
                     *       "usedPercentage": 17.5
                     *     }
                     */
                    "application/json": components["schemas"]["CardLimitSummary"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    changeCardLimit: {
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
                 *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                 *       "newLimit": 8000
                 *     }
                 */
                "application/json": components["schemas"]["CardLimitChange"];
            };
        };
        responses: {
            /** @description O cartão com o novo limite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *       "cardName": "Marketing",
                     *       "type": "LIMIT_BALANCE",
                     *       "limitValue": 8000,
                     *       "cardStatus": "ACTIVE",
                     *       "panMasked": "**** **** **** 4821",
                     *       "finalDigits": "4821",
                     *       "brand": "MASTERCARD",
                     *       "invoiceValue": 1240.5,
                     *       "availableLimit": 6759.5,
                     *       "createdAt": "2026-06-02T13:00:00Z",
                     *       "cancelledAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    sendCardStatement: {
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
                 *       "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                 *       "startDate": "2026-10-26",
                 *       "endDate": "2026-11-25"
                 *     }
                 */
                "application/json": components["schemas"]["CardStatementRequest"];
            };
        };
        responses: {
            /** @description Extrato enviado para a caixa de saída. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "recipientEmail": "admin@demo.balcao.dev",
                     *       "startDate": "2026-10-26",
                     *       "endDate": "2026-11-25",
                     *       "transactions": 12
                     *     }
                     */
                    "application/json": components["schemas"]["CardStatementSent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listCardInvoices: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 12 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de meses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "yearMonth": "2026-11",
                     *           "status": "CLOSED",
                     *           "totalAmount": 4321.09,
                     *           "paidAmount": 0,
                     *           "remainingAmount": 4321.09,
                     *           "dueDate": "2026-11-12",
                     *           "endDate": "2026-11-05"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 12
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoiceMonthPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getCardInvoiceSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fatura do resumo, ou nula. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "invoice": {
                     *         "yearMonth": "2026-11",
                     *         "status": "CLOSED",
                     *         "totalAmount": 4321.09,
                     *         "paidAmount": 0,
                     *         "remainingAmount": 4321.09,
                     *         "dueDate": "2026-11-12",
                     *         "endDate": "2026-11-05"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoiceSummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getCardInvoiceSettings: {
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
                     *       "dueDay": null,
                     *       "effectiveDueDay": 12,
                     *       "canChange": true,
                     *       "allowedDueDays": [
                     *         12,
                     *         18,
                     *         22
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoiceSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    setCardInvoiceDueDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 18 */
                day: 12 | 18 | 22;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A configuração com o dia escolhido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "dueDay": 18,
                     *       "effectiveDueDay": 18,
                     *       "canChange": false,
                     *       "allowedDueDays": [
                     *         12,
                     *         18,
                     *         22
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoiceSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPayableCardInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description As faturas a pagar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "cardInvoiceId": "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a",
                     *           "maskedPan": "**** **** **** 4821",
                     *           "cardName": "Marketing",
                     *           "totalAmount": 1240.5,
                     *           "invoiceStatus": "CLOSED",
                     *           "yearMonth": "2026-11",
                     *           "dueDate": "2026-11-12"
                     *         }
                     *       ],
                     *       "accountBalance": 25000
                     *     }
                     */
                    "application/json": components["schemas"]["PayableCardInvoices"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getPendingCardInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O pagamento pendente, se houver. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "payment": {
                     *         "id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *         "paymentMethod": "PIX",
                     *         "status": "PENDING",
                     *         "amount": 1240.5,
                     *         "cardInvoiceIds": [
                     *           "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a"
                     *         ],
                     *         "emv": "00020101021226580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4789-8abc-def01234567852040000530398654071240.505802BR5912LOJA EXEMPLO6009SAO PAULO62290525CARD2b3c4d5e6f7a4b8c9d0e16304ABCD",
                     *         "qrCode": "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
                     *         "createdAt": "2026-11-25T15:00:00Z",
                     *         "expiresAt": "2026-11-26T15:00:00Z",
                     *         "paidAt": null
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["PendingCardInvoicePayment"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getCardInvoicePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O pagamento. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "paymentMethod": "PIX",
                     *       "status": "PENDING",
                     *       "amount": 1240.5,
                     *       "cardInvoiceIds": [
                     *         "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a"
                     *       ],
                     *       "emv": "00020101021226580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4789-8abc-def01234567852040000530398654071240.505802BR5912LOJA EXEMPLO6009SAO PAULO62290525CARD2b3c4d5e6f7a4b8c9d0e16304ABCD",
                     *       "qrCode": "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
                     *       "createdAt": "2026-11-25T15:00:00Z",
                     *       "expiresAt": "2026-11-26T15:00:00Z",
                     *       "paidAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoicePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    generateCardInvoicePayment: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "cardInvoiceIds": [
                 *         "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a"
                 *       ],
                 *       "paymentMethod": "PIX"
                 *     }
                 */
                "application/json": components["schemas"]["CardInvoicePaymentRequest"];
            };
        };
        responses: {
            /** @description O pagamento (PAID pelo saldo, PENDING por Pix). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
                     *       "paymentMethod": "PIX",
                     *       "status": "PENDING",
                     *       "amount": 1240.5,
                     *       "cardInvoiceIds": [
                     *         "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a"
                     *       ],
                     *       "emv": "00020101021226580014br.gov.bcb.pix0136a1b2c3d4-e5f6-4789-8abc-def01234567852040000530398654071240.505802BR5912LOJA EXEMPLO6009SAO PAULO62290525CARD2b3c4d5e6f7a4b8c9d0e16304ABCD",
                     *       "qrCode": "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
                     *       "createdAt": "2026-11-25T15:00:00Z",
                     *       "expiresAt": "2026-11-26T15:00:00Z",
                     *       "paidAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoicePayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Uma das faturas escolhidas não existe para este seller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "INVOICE_NOT_FOUND",
                     *           "description": "Fatura não encontrada."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            409: components["responses"]["CardConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    getCardInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 2026-11 */
                yearMonth: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A fatura do mês. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "yearMonth": "2026-11",
                     *       "status": "CLOSED",
                     *       "totalAmount": 4321.09,
                     *       "paidAmount": 0,
                     *       "remainingAmount": 4321.09,
                     *       "dueDate": "2026-11-12",
                     *       "endDate": "2026-11-05",
                     *       "cardInvoices": [
                     *         {
                     *           "id": "6d5c4b3a-2f1e-4d0c-9b8a-7f6e5d4c3b2a",
                     *           "status": "CLOSED",
                     *           "totalAmount": 320.9,
                     *           "virtualCard": {
                     *             "id": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *             "maskedPan": "**** **** **** 4821",
                     *             "cardName": "Marketing"
                     *           },
                     *           "transactions": [
                     *             {
                     *               "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *               "cardId": "3f6e2a1b-7c4d-4e8f-9a0b-1c2d3e4f5a6b",
                     *               "transactionDate": "2026-11-24T17:32:00Z",
                     *               "description": "Google Ads",
                     *               "amount": 320.9,
                     *               "billingAmount": 320.9,
                     *               "status": "APPROVED",
                     *               "approved": true,
                     *               "declineReason": null,
                     *               "yearMonth": "2026-12"
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["CardInvoiceMonth"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CardNotFound"];
            409: components["responses"]["CardConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getTreasurySummary: {
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
                     *       "debitAccountAmount": 18450.32,
                     *       "investAccountAmount": 25318.77,
                     *       "inProcessingAmount": 0,
                     *       "redeemAccountAmount": 9870.4,
                     *       "provisionedAmount": 5360.35,
                     *       "futurePostings": 0,
                     *       "totalAmount": 53639.49,
                     *       "cdi": 14.9,
                     *       "cdiDate": "2026-11-24",
                     *       "hideAcquiringAccount": false,
                     *       "products": [
                     *         {
                     *           "id": "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
                     *           "name": "CDB Liquidez Diária",
                     *           "yield_params": {
                     *             "index": "CDI",
                     *             "percent": 100
                     *           }
                     *         }
                     *       ],
                     *       "serverTime": "2026-11-25T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TreasurySummary"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TreasuryConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listTreasuryLedger: {
        parameters: {
            query: {
                /** @example INVESTMENT_ACCOUNT */
                account: components["schemas"]["TreasuryAccountType"];
                /** @example 2026-10-25 */
                start_date?: string;
                /** @example 2026-11-25 */
                end_date?: string;
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Linhas por página.
                 * @example 20
                 */
                size?: number;
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
                     *           "id": "1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "date": "2026-11-25",
                     *           "operation": "RENDIMENTO",
                     *           "description": "Rendimento CDI de 24/11/2026",
                     *           "value": 12.63,
                     *           "positive": true
                     *         },
                     *         {
                     *           "id": "2c3d4e5f-6071-4b8c-9d0e-1f2a3b4c5d6e",
                     *           "date": "2026-11-20",
                     *           "operation": "APLICACAO",
                     *           "description": "Aplicação CDB Liquidez Diária",
                     *           "value": 1000,
                     *           "positive": true
                     *         }
                     *       ],
                     *       "totalElements": 2,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["TreasuryLedgerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TreasuryConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listTreasuryApplications: {
        parameters: {
            query?: {
                /** @example ACTIVE */
                status?: components["schemas"]["TreasuryApplicationStatus"];
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Aplicações por página.
                 * @example 20
                 */
                size?: number;
            };
            header?: never;
            path: {
                /**
                 * @description O produto (os de `getTreasurySummary`).
                 * @example 5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de aplicações. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "application_id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *           "product_id": "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
                     *           "product_name": "CDB Liquidez Diária",
                     *           "status": "ACTIVE",
                     *           "invested_amount": 1000,
                     *           "current_amount": 1011.68,
                     *           "yield_amount": 11.68,
                     *           "started_at": "2026-10-26",
                     *           "yield_params": {
                     *             "index": "CDI",
                     *             "percent": 100
                     *           },
                     *           "requested_at": "2026-10-26T13:00:00Z"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["TreasuryApplicationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TreasuryNotFound"];
            409: components["responses"]["TreasuryConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    createTreasuryApplication: {
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
                 * @description O produto (os de `getTreasurySummary`).
                 * @example 5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1000,
                 *       "account_origin": "CHECKING_ACCOUNT"
                 *     }
                 */
                "application/json": components["schemas"]["TreasuryInvestRequest"];
            };
        };
        responses: {
            /** @description Aplicação aceita, em processamento ('Investimento em processamento.'). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "application_id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *       "product_id": "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
                     *       "product_name": "CDB Liquidez Diária",
                     *       "status": "PROCESSING",
                     *       "invested_amount": 1000,
                     *       "current_amount": 1000,
                     *       "yield_amount": 0,
                     *       "started_at": null,
                     *       "yield_params": {
                     *         "index": "CDI",
                     *         "percent": 100
                     *       },
                     *       "requested_at": "2026-11-25T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TreasuryApplication"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TreasuryNotFound"];
            409: components["responses"]["TreasuryConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    redeemTreasuryApplication: {
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
                 * @description A aplicação (`application_id`).
                 * @example 8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1011.68
                 *     }
                 */
                "application/json": components["schemas"]["TreasuryAmountRequest"];
            };
        };
        responses: {
            /** @description Resgate aceito, em processamento ('Resgate em processamento.'). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b",
                     *       "application_id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
                     *       "amount": 1011.68,
                     *       "status": "PROCESSING",
                     *       "requested_at": "2026-11-25T15:00:00Z",
                     *       "settled_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["TreasuryRedemption"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["TreasuryNotFound"];
            409: components["responses"]["TreasuryConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    createTreasuryWithdrawal: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 500
                 *     }
                 */
                "application/json": components["schemas"]["TreasuryAmountRequest"];
            };
        };
        responses: {
            /** @description Saque aceito, em processamento ('Saque em processamento.'). */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
                     *       "amount": 500,
                     *       "status": "PROCESSING",
                     *       "requested_at": "2026-11-25T15:00:00Z",
                     *       "settled_at": null
                     *     }
                     */
                    "application/json": components["schemas"]["TreasuryWithdrawal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TreasuryConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    listTreasuryWithdrawals: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Saques por página.
                 * @example 20
                 */
                size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de saques. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c",
                     *           "amount": 500,
                     *           "status": "SETTLED",
                     *           "requested_at": "2026-11-25T15:00:00Z",
                     *           "settled_at": "2026-11-25T15:00:05Z"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["TreasuryWithdrawalPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TreasuryConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    requestTreasuryStatement: {
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
                 *       "account": "CHECKING_ACCOUNT",
                 *       "start_date": "2026-10-25",
                 *       "end_date": "2026-11-25"
                 *     }
                 */
                "application/json": components["schemas"]["TreasuryStatementRequest"];
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
                     *       "startDate": "2026-10-25",
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
            409: components["responses"]["TreasuryConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /**
                 * @description Pagamentos por página (a tela pede 5).
                 * @example 5
                 */
                size?: number;
                /** @example scheduledDate,DESC */
                sort?: "scheduledDate,DESC" | "scheduledDate,ASC" | "amount,DESC" | "amount,ASC";
                /**
                 * @description Parte do nome ou do documento do beneficiário (sem diferença de maiúsculas e acentos).
                 * @example aurora
                 */
                name?: string;
                /**
                 * @description Um status ou vários (`status=FAILED&status=REJECTED`); sem ele, todos.
                 * @example [
                 *       "SCHEDULED",
                 *       "PAID"
                 *     ]
                 */
                status?: components["schemas"]["PaymentStatus"][];
                /** @example marketing */
                costCenter?: components["schemas"]["PaymentCostCenter"];
                /**
                 * @description Data agendada a partir de (inclusive).
                 * @example 2026-11-01
                 */
                startDate?: string;
                /**
                 * @description Data agendada até (inclusive).
                 * @example 2026-11-30
                 */
                endDate?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de pagamentos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "transferId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "transactionType": "PIX",
                     *           "amount": 1250.9,
                     *           "scheduledDate": "2026-11-27",
                     *           "status": "SCHEDULED",
                     *           "recipientName": "Papelaria Aurora Ltda",
                     *           "beneficiary": "Papelaria Aurora Ltda",
                     *           "recipientDocument": "12345678000195",
                     *           "credit_bank_ispb": "00000000",
                     *           "bankName": "Banco do Brasil S.A.",
                     *           "debit_name": "Loja Exemplo Ltda",
                     *           "description": "Material de escritório",
                     *           "costCenter": "administrativo",
                     *           "pixKey": "financeiro@papelariaaurora.com.br",
                     *           "pixKeyType": "EMAIL",
                     *           "barCode": null,
                     *           "digitableLine": null,
                     *           "dueDate": null,
                     *           "destinationAccount": null,
                     *           "userEmail": "operador@demo.balcao.dev",
                     *           "submittedBy": "Otávio Operador",
                     *           "transactionId": null,
                     *           "failureReason": null,
                     *           "createdAt": "2026-11-25T13:00:00Z",
                     *           "approvedAt": "2026-11-25T14:00:00Z",
                     *           "approvedBy": "admin@demo.balcao.dev",
                     *           "rejectedAt": null,
                     *           "rejectedBy": null,
                     *           "executedAt": null,
                     *           "cancelledAt": null,
                     *           "cancelledBy": null,
                     *           "hasReceipt": false
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 5
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    createPayment: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreateRequest"];
            };
        };
        responses: {
            /** @description O pagamento pedido (REQUESTED). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "transferId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "transactionType": "PIX",
                     *       "amount": 1250.9,
                     *       "scheduledDate": "2026-11-27",
                     *       "status": "REQUESTED",
                     *       "recipientName": "Papelaria Aurora Ltda",
                     *       "beneficiary": "Papelaria Aurora Ltda",
                     *       "recipientDocument": "12345678000195",
                     *       "credit_bank_ispb": "00000000",
                     *       "bankName": "Banco do Brasil S.A.",
                     *       "debit_name": "Loja Exemplo Ltda",
                     *       "description": "Material de escritório",
                     *       "costCenter": "administrativo",
                     *       "pixKey": "financeiro@papelariaaurora.com.br",
                     *       "pixKeyType": "EMAIL",
                     *       "barCode": null,
                     *       "digitableLine": null,
                     *       "dueDate": null,
                     *       "destinationAccount": null,
                     *       "userEmail": "operador@demo.balcao.dev",
                     *       "submittedBy": "Otávio Operador",
                     *       "transactionId": null,
                     *       "failureReason": null,
                     *       "createdAt": "2026-11-25T13:00:00Z",
                     *       "approvedAt": null,
                     *       "approvedBy": null,
                     *       "rejectedAt": null,
                     *       "rejectedBy": null,
                     *       "executedAt": null,
                     *       "cancelledAt": null,
                     *       "cancelledBy": null,
                     *       "hasReceipt": false
                     *     }
                     */
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PixKeyUnknown"];
            409: components["responses"]["PaymentConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    checkPayment: {
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
                "application/json": components["schemas"]["PaymentCheckRequest"];
            };
        };
        responses: {
            /** @description O recebedor (Pix) ou os dados do boleto, para confirmar. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PixKeyUnknown"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    approvePayments: {
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
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "transferIds": [
                 *         "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentDecisionRequest"];
            };
        };
        responses: {
            /** @description Os pagamentos aprovados, agendados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "transferId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "transactionType": "PIX",
                     *           "amount": 1250.9,
                     *           "scheduledDate": "2026-11-27",
                     *           "status": "SCHEDULED",
                     *           "recipientName": "Papelaria Aurora Ltda",
                     *           "beneficiary": "Papelaria Aurora Ltda",
                     *           "recipientDocument": "12345678000195",
                     *           "credit_bank_ispb": "00000000",
                     *           "bankName": "Banco do Brasil S.A.",
                     *           "debit_name": "Loja Exemplo Ltda",
                     *           "description": "Material de escritório",
                     *           "costCenter": "administrativo",
                     *           "pixKey": "financeiro@papelariaaurora.com.br",
                     *           "pixKeyType": "EMAIL",
                     *           "barCode": null,
                     *           "digitableLine": null,
                     *           "dueDate": null,
                     *           "destinationAccount": null,
                     *           "userEmail": "operador@demo.balcao.dev",
                     *           "submittedBy": "Otávio Operador",
                     *           "transactionId": null,
                     *           "failureReason": null,
                     *           "createdAt": "2026-11-25T13:00:00Z",
                     *           "approvedAt": "2026-11-25T14:00:00Z",
                     *           "approvedBy": "admin@demo.balcao.dev",
                     *           "rejectedAt": null,
                     *           "rejectedBy": null,
                     *           "executedAt": null,
                     *           "cancelledAt": null,
                     *           "cancelledBy": null,
                     *           "hasReceipt": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["PaymentConflict"];
            428: components["responses"]["ConfirmationRequired"];
            500: components["responses"]["ServerError"];
        };
    };
    rejectPayments: {
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
                 *       "transferIds": [
                 *         "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"
                 *       ],
                 *       "reason": "Fornecedor já foi pago por boleto."
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRejectionRequest"];
            };
        };
        responses: {
            /** @description Os pagamentos rejeitados. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "transferId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *           "transactionType": "PIX",
                     *           "amount": 1250.9,
                     *           "scheduledDate": "2026-11-27",
                     *           "status": "REJECTED",
                     *           "recipientName": "Papelaria Aurora Ltda",
                     *           "beneficiary": "Papelaria Aurora Ltda",
                     *           "recipientDocument": "12345678000195",
                     *           "credit_bank_ispb": "00000000",
                     *           "bankName": "Banco do Brasil S.A.",
                     *           "debit_name": "Loja Exemplo Ltda",
                     *           "description": "Material de escritório",
                     *           "costCenter": "administrativo",
                     *           "pixKey": "financeiro@papelariaaurora.com.br",
                     *           "pixKeyType": "EMAIL",
                     *           "barCode": null,
                     *           "digitableLine": null,
                     *           "dueDate": null,
                     *           "destinationAccount": null,
                     *           "userEmail": "operador@demo.balcao.dev",
                     *           "submittedBy": "Otávio Operador",
                     *           "transactionId": null,
                     *           "failureReason": "Fornecedor já foi pago por boleto.",
                     *           "createdAt": "2026-11-25T13:00:00Z",
                     *           "approvedAt": null,
                     *           "approvedBy": null,
                     *           "rejectedAt": "2026-11-25T14:00:00Z",
                     *           "rejectedBy": "admin@demo.balcao.dev",
                     *           "executedAt": null,
                     *           "cancelledAt": null,
                     *           "cancelledBy": null,
                     *           "hasReceipt": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listPaymentFavorites: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 10000 */
                size?: number;
                /** @example aurora */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Uma página de favoritos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "content": [
                     *         {
                     *           "id": "4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8",
                     *           "recipientName": "Papelaria Aurora Ltda",
                     *           "nickname": "Papelaria",
                     *           "pixKey": "financeiro@papelariaaurora.com.br",
                     *           "pixKeyType": "EMAIL"
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10000
                     *     }
                     */
                    "application/json": components["schemas"]["PaymentFavoritePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f */
                transferId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O pagamento. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "transferId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "transactionType": "PIX",
                     *       "amount": 1250.9,
                     *       "scheduledDate": "2026-11-27",
                     *       "status": "SCHEDULED",
                     *       "recipientName": "Papelaria Aurora Ltda",
                     *       "beneficiary": "Papelaria Aurora Ltda",
                     *       "recipientDocument": "12345678000195",
                     *       "credit_bank_ispb": "00000000",
                     *       "bankName": "Banco do Brasil S.A.",
                     *       "debit_name": "Loja Exemplo Ltda",
                     *       "description": "Material de escritório",
                     *       "costCenter": "administrativo",
                     *       "pixKey": "financeiro@papelariaaurora.com.br",
                     *       "pixKeyType": "EMAIL",
                     *       "barCode": null,
                     *       "digitableLine": null,
                     *       "dueDate": null,
                     *       "destinationAccount": null,
                     *       "userEmail": "operador@demo.balcao.dev",
                     *       "submittedBy": "Otávio Operador",
                     *       "transactionId": null,
                     *       "failureReason": null,
                     *       "createdAt": "2026-11-25T13:00:00Z",
                     *       "approvedAt": "2026-11-25T14:00:00Z",
                     *       "approvedBy": "admin@demo.balcao.dev",
                     *       "rejectedAt": null,
                     *       "rejectedBy": null,
                     *       "executedAt": null,
                     *       "cancelledAt": null,
                     *       "cancelledBy": null,
                     *       "hasReceipt": false
                     *     }
                     */
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    cancelPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f */
                transferId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O pagamento cancelado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "transferId": "8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
                     *       "transactionType": "PIX",
                     *       "amount": 1250.9,
                     *       "scheduledDate": "2026-11-27",
                     *       "status": "CANCELLED",
                     *       "recipientName": "Papelaria Aurora Ltda",
                     *       "beneficiary": "Papelaria Aurora Ltda",
                     *       "recipientDocument": "12345678000195",
                     *       "credit_bank_ispb": "00000000",
                     *       "bankName": "Banco do Brasil S.A.",
                     *       "debit_name": "Loja Exemplo Ltda",
                     *       "description": "Material de escritório",
                     *       "costCenter": "administrativo",
                     *       "pixKey": "financeiro@papelariaaurora.com.br",
                     *       "pixKeyType": "EMAIL",
                     *       "barCode": null,
                     *       "digitableLine": null,
                     *       "dueDate": null,
                     *       "destinationAccount": null,
                     *       "userEmail": "operador@demo.balcao.dev",
                     *       "submittedBy": "Otávio Operador",
                     *       "transactionId": null,
                     *       "failureReason": null,
                     *       "createdAt": "2026-11-25T13:00:00Z",
                     *       "approvedAt": "2026-11-25T14:00:00Z",
                     *       "approvedBy": "admin@demo.balcao.dev",
                     *       "rejectedAt": null,
                     *       "rejectedBy": null,
                     *       "executedAt": null,
                     *       "cancelledAt": "2026-11-26T10:00:00Z",
                     *       "cancelledBy": "admin@demo.balcao.dev",
                     *       "hasReceipt": false
                     *     }
                     */
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    getPaymentReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O `transferId` do pagamento, ou o seu `transactionId`.
                 * @example 8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f
                 */
                transferId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O PDF do comprovante. */
            200: {
                headers: {
                    /** @description attachment; filename="comprovante-<transferId>.pdf" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentNotFound"];
            409: components["responses"]["PaymentConflict"];
            500: components["responses"]["ServerError"];
        };
    };
}
