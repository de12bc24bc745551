/**
 * Generated from openapi/core.yaml by openapi-typescript.
 * Do not edit: change the document and run `pnpm gen` (node scripts/gen.mjs).
 * `pnpm gen:check` fails when this file is out of date.
 */

export interface paths {
    "/public/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar com e-mail e senha
         * @description Devolve a sessão (token de acesso JWT curto e refresh token). Quando o usuário tem dois
         *     fatores ativos, devolve `roles: [TWO_FACTOR_AUTH]` e em `token` o token de dois fatores,
         *     que deve ser usado como bearer em `POST /twofactor/verify`. Tentativas são limitadas por
         *     e-mail e por `attemptReference` (429 ao exceder).
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/auth/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renovar a sessão
         * @description Troca um refresh token por um novo par (o refresh token gira a cada uso). Reapresentar um
         *     refresh token já usado revoga toda a família e responde 401. Usuário bloqueado ou inativo
         *     não renova. Os papéis vêm do perfil atual do usuário.
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sair
         * @description Encerra a sessão do refresh token informado: toda a família dele é revogada (o refresh token
         *     não renova mais, nem os que giraram a partir dele) e os tokens de acesso já emitidos ao usuário
         *     são recusados na próxima requisição, como depois de uma redefinição de senha. As outras
         *     sessões do mesmo usuário continuam: o refresh token delas ainda renova e devolve um token de
         *     acesso válido. Responde 204 também para um token desconhecido ou já encerrado, sem revelar nada.
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twofactor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmar o código de dois fatores
         * @description Usa como bearer o token de dois fatores devolvido pela entrada. Confere o código TOTP
         *     (RFC 6238, 6 dígitos, janela de 30 s) e devolve a sessão completa.
         *
         *     Segunda forma (§7.1: 'a second form sends {twofaToken, pin, type WEB}'): sem bearer, o token e o
         *     código vão no corpo (`TwoFactorVerifyForm`), com as mesmas regras e respostas. Uma forma por vez: o
         *     código na consulta e o corpo juntos, ou nenhum dos dois, respondem 400.
         */
        post: operations["verifyTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmar quem é antes de movimentar dinheiro
         * @description Troca o código do aplicativo autenticador (quem tem o duplo fator ativo) ou a senha (quem não tem) por
         *     uma confirmação: um token de uso único, do usuário e de um tipo de movimentação (`operation`), que vale
         *     dois minutos. A chamada que movimenta dinheiro o leva no cabeçalho `X-Balcao-Confirmation`. Código
         *     errado: 400 INVALID_CODE, no mesmo limite dos códigos da entrada (5 erros em 15 minutos dão 429); senha
         *     errada: 400 INVALID_PASSWORD, nos limites de senha da entrada. Mandar a senha a quem tem o duplo fator,
         *     ou o código a quem não tem, responde 400 STEP_UP_FORM. Cada tentativa fica no registro de atividades.
         *     A resposta traz um segredo: nunca é guardada para repetição idempotente.
         */
        post: operations["confirmStepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/step-up/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quais movimentações pedem confirmação, e como este usuário confirma
         * @description Para todo usuário com sessão: o aplicativo lê para saber quando abrir o diálogo de confirmação e se ele
         *     pede o código do autenticador (`method` TOTP) ou a senha (PASSWORD). Sem configuração salva, nada pede.
         */
        get: operations["getStepUpSettings"];
        /**
         * Escolher quais movimentações pedem confirmação
         * @description Só o administrador do seller (SELLER_ADMIN). `operations` lista os tipos que pedem confirmação (sem
         *     repetir); `refundThreshold`, em reais, é o valor acima do qual um estorno pede (até R$ 1.000.000,00).
         *     A mudança fica no registro de atividades.
         */
        put: operations["updateStepUpSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twofactor/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Situação do duplo fator do usuário
         * @description `enabled` verdadeiro quando a entrada pede o código do aplicativo autenticador a este usuário.
         *     Uma ativação começada e não confirmada não conta. Para os papéis de /seguranca.
         */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twofactor/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Começar a ativação do duplo fator
         * @description Sorteia um segredo TOTP novo (RFC 6238: SHA-1, 6 dígitos, 30 s) e devolve o endereço otpauth
         *     (emissor 'Balcão', conta o e-mail do usuário) para o QR code, e o segredo para digitar à mão. O
         *     segredo fica pendente até `POST /twofactor/enabled?enabled=true` com um código dele; gerar de novo
         *     troca o pendente. A resposta traz o segredo: nunca é guardada para repetição idempotente (repetir a
         *     chave responde 409) e nenhuma outra chamada o devolve. 409 quando o duplo fator já está ativo.
         */
        post: operations["generateTwoFactorSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/twofactor/enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmar a ativação, ou desativar, o duplo fator
         * @description `enabled=true` confirma o segredo pendente com um código atual do aplicativo (um passo de 30 s de
         *     tolerância para cada lado); o passo do código fica usado, e a entrada não o aceita de novo. Código
         *     errado: 400 'Código inválido' (5 erros em 15 minutos dão 429). `enabled=false` desativa com um
         *     código atual do aplicativo já ativo: só a sessão não basta (um token roubado, um computador
         *     aberto). Código errado: 400 'Código inválido', e conta no mesmo limite dos códigos da entrada
         *     (5 erros em 15 minutos dão 429, lá e aqui). Desativar o que já está desativado não pede código e
         *     responde o mesmo `{ enabled: false }`.
         */
        post: operations["setTwoFactorEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/users/reset-password": {
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
         * Pedir o link de redefinição de senha
         * @description Envia ao e-mail, se for de um usuário, um link de uso único para `/redefinir-senha/{token}`
         *     que expira em 1 hora. Responde 204 em todo caso, para não revelar quem tem conta.
         */
        patch: operations["requestPasswordReset"];
        trace?: never;
    };
    "/public/password-tokens/{token}": {
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
         * Definir nova senha com o token recebido por e-mail
         * @description Vale uma única vez, dentro da validade. Também conclui o convite de um usuário novo.
         *     Encerra as sessões abertas do usuário. Uma senha comum (das mais usadas, em qualquer caixa, ou o
         *     nome do produto seguido só de números) é recusada com 400, e o link continua valendo.
         */
        patch: operations["setNewPassword"];
        trace?: never;
    };
    "/sellers/user-terms/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Situação dos termos de uso vigentes
         * @description Se o seller do usuário já aceitou a versão vigente dos termos.
         */
        get: operations["getCurrentTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Aceitar os termos de uso vigentes
         * @description Só SELLER_ADMIN aceita; o aceite vale para todo o seller.
         */
        patch: operations["acceptCurrentTerms"];
        trace?: never;
    };
    "/sellers-blocked-malga-cerc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bloqueio de repasse do seller */
        get: operations["getSellerBlock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/feature-toggles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feature toggles do usuário
         * @description Nomes ligados para o seller e para o usuário autenticado.
         */
        get: operations["listFeatureToggles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usuários do seller
         * @description Os usuários do seller de quem chama, nunca os de outro seller; usuários excluídos não
         *     aparecem. Só SELLER_ADMIN e SELLER_BACKOFFICE.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Convidar um usuário
         * @description Cria o usuário no seller de quem chama com o status CREATED e envia a ele um convite por
         *     e-mail com um link de uso único para `/redefinir-senha/{token}`, válido por 7 dias. Ao
         *     definir a senha por esse link, o usuário passa a ACTIVE. O e-mail precisa ser válido e não
         *     pode ser de outro usuário; ao menos um perfil (de adquirência ou de banking) é obrigatório, e
         *     perfis de banking só valem enquanto a conta PJ de quem chama está ativa (quem chama tem papéis
         *     de banking). Só SELLER_ADMIN e SELLER_BACKOFFICE.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/v1/users/profiles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Perfis que podem ser atribuídos
         * @description As opções dos diálogos de usuário: os perfis de adquirência (`user_profile`) e, só enquanto a
         *     conta PJ de quem chama está ativa (quem chama tem papéis de banking), os de banking
         *     (`banking_profile`). Só SELLER_ADMIN e SELLER_BACKOFFICE.
         */
        get: operations["listUserProfiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/app/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um usuário do seller
         * @description Usuário de outro seller, ou excluído, responde 404. Só SELLER_ADMIN e SELLER_BACKOFFICE.
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar perfis e status de um usuário
         * @description Campos ausentes ficam como estão; `null` tira o perfil. O usuário continua com ao menos um
         *     perfil. Um perfil de banking só muda enquanto a conta PJ de quem chama está ativa. Um usuário
         *     CREATED (convite ainda não aceito) não pode ser editado, e ninguém muda o próprio status. Os
         *     novos perfis valem a partir do próximo refresh do usuário; BLOCKED e INACTIVE encerram as
         *     sessões dele na hora (a próxima chamada responde 401 e o refresh é recusado). Só SELLER_ADMIN e
         *     SELLER_BACKOFFICE.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/sellers/authenticated/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Excluir um usuário
         * @description Exclui um usuário do seller de quem chama (um convite ainda não aceito também): as sessões e
         *     os links de senha dele deixam de valer e o e-mail fica livre para um novo convite. Ninguém
         *     exclui a si mesmo. Só SELLER_ADMIN e SELLER_BACKOFFICE.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification-panel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notificações do seller, mais novas primeiro
         * @description Para SELLER_ADMIN, SELLER_VIZUALIZATION e SELLER_BACKOFFICE.
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification-panel/quantity-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quantidade de notificações não lidas */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notification-panel/{id}/read": {
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
        /** Marcar uma notificação como lida */
        patch: operations["markNotificationRead"];
        trace?: never;
    };
    "/notification-panel/read-all": {
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
        /** Marcar todas as notificações como lidas */
        patch: operations["markAllNotificationsRead"];
        trace?: never;
    };
    "/public/companies/{document}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dados de empresa por CNPJ
         * @description CNPJ numérico ou alfanumérico, com ou sem pontuação. 404 quando não há empresa.
         */
        get: operations["getCompanyByCnpj"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/public/postal-codes/{cep}/json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Endereço por CEP
         * @description No formato do serviço público de CEP: um CEP bem formado que não existe responde 200 com
         *     `{ "erro": true }`, como o serviço real; um CEP mal formado responde 400.
         */
        get: operations["getPostalCode"];
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
        /** Format: email */
        Email: string;
        SignInRequest: {
            credentials: {
                email: string;
                password: string;
            };
            /** @description Referência do dispositivo ou navegador; as tentativas são contadas por ela e pelo e-mail. */
            attemptReference?: string;
        };
        RefreshRequest: {
            refreshToken: string;
        };
        /**
         * @description O refresh token como o gateway o emite (base64url). Qualquer outro texto é 400: sair responde 204
         *     a um token desconhecido, então só a forma do token separa uma entrada ruim de uma sessão encerrada.
         */
        SignOutRequest: {
            refreshToken: string;
        };
        PasswordResetRequest: {
            email: components["schemas"]["Email"];
        };
        NewPasswordRequest: {
            newPassword: string;
        };
        /**
         * @description PAYMENT_REQUEST: pedir pagamentos (Pix e boletos, 'Finalizar pagamento'); PAYMENT_APPROVAL: aprovar
         *     pagamentos; WITHDRAWAL: repasse do saldo para a conta bancária; ANTICIPATION: antecipar recebíveis;
         *     CARD_INVOICE_PAYMENT: pagar a fatura do cartão com o saldo; TREASURY: aplicar, resgatar e retirar do
         *     investimento; REFUND: estornos acima de `refundThreshold`.
         * @enum {string}
         */
        StepUpOperation: "PAYMENT_REQUEST" | "PAYMENT_APPROVAL" | "WITHDRAWAL" | "ANTICIPATION" | "CARD_INVOICE_PAYMENT" | "TREASURY" | "REFUND";
        StepUpRequest: {
            operation: components["schemas"]["StepUpOperation"];
            /** @description Código do aplicativo autenticador (duplo fator ativo). */
            code?: string;
            /** @description A senha (sem duplo fator). */
            password?: string;
        };
        StepUpConfirmation: {
            /** @description Vai no cabeçalho X-Balcao-Confirmation; serve uma vez. */
            confirmation: string;
            operation: components["schemas"]["StepUpOperation"];
            /** Format: date-time */
            expiresAt: string;
        };
        StepUpSettingsUpdate: {
            operations: components["schemas"]["StepUpOperation"][];
            /**
             * Format: money
             * @description Em reais, com até 2 casas.
             */
            refundThreshold: number;
        };
        StepUpSettings: {
            operations: components["schemas"]["StepUpOperation"][];
            /**
             * Format: money
             * @description Em reais.
             */
            refundThreshold: number;
            /**
             * @description Como este usuário confirma (TOTP quando a entrada pede o código do autenticador).
             * @enum {string}
             */
            method: "TOTP" | "PASSWORD";
        };
        TwoFactorStatus: {
            /** @description Verdadeiro quando a entrada pede o código do aplicativo autenticador. */
            enabled: boolean;
        };
        TwoFactorSetup: {
            /** @description Endereço otpauth://totp/… para o QR code do aplicativo autenticador. */
            qrCodeUrl: string;
            /** @description O mesmo segredo em Base32, para digitar no aplicativo sem ler o QR code. */
            secret: string;
        };
        TwoFactorVerifyForm: {
            /** @description O token de dois fatores devolvido pela entrada. */
            twofaToken: string;
            /** @description Código de 6 dígitos do aplicativo autenticador. */
            pin: string;
            /**
             * @description De onde se entra, como `loginType` na primeira forma.
             * @enum {string}
             */
            type: "WEB" | "API";
        };
        Session: {
            email: string;
            /** @description Papéis de adquirência; só TWO_FACTOR_AUTH quando falta o segundo fator. */
            roles: string[];
            bankingRoles: string[];
            /** @description JWT de acesso (ou de dois fatores). */
            token: string;
            /** @description Ausente (null) no passo de dois fatores. */
            refreshToken: string | null;
            idSeller: number;
            mixedInstallment: boolean;
            document: string;
            isActiveForTax: boolean;
            /** @enum {string|null} */
            bankingType: "PJ" | "PF" | null;
            companyName: string;
            fantasyName: string | null;
            /**
             * @description O estado da conta PJ do seller quando a sessão foi emitida (o mesmo de `GET /banking/accounts`), que o app
             *     guarda (§3 do documento de banking, 'Stored locally'): some o item 'Ativar Conta PJ' quando ACTIVE. Cada
             *     refresh o traz de novo; quando a análise KYC abre a conta, os tokens dos administradores acabam e o próximo
             *     refresh já traz ACTIVE e os papéis de banking.
             * @enum {string}
             */
            bankingStatus: "INACTIVE" | "PENDING" | "FAILED" | "ACTIVE";
        };
        TermsStatus: {
            accepted: boolean;
            version: string;
            title: string;
            url: string;
            /** Format: date-time */
            acceptedAt: string | null;
        };
        SellerBlock: {
            idSeller: number;
            blocked: boolean;
            blockReason: string | null;
        };
        NotificationVariable: {
            /**
             * @description `downloadUrl` e `fileName` só em NOTIFICATION_REPORT_READY (o relatório pedido, para baixar).
             * @enum {string}
             */
            name: "buyer" | "amount" | "date" | "uuid" | "whatsApp" | "downloadUrl" | "fileName";
            value: string;
        };
        Notification: {
            id: number;
            /**
             * @description NOTIFICATION_REPORT_READY é nossa (relatório CSV pronto) e só aparece para quem o pediu.
             * @enum {string}
             */
            notificationPanelType: "NOTIFICATION_PAYMENT_MADE" | "NOTIFICATION_RECOVERED_DEFAULTS" | "NOTIFICATION_PAYMENT_LATE" | "NOTIFICATION_REPORT_READY";
            title: string;
            message: string;
            variablesResponse: components["schemas"]["NotificationVariable"][];
            /** Format: date-time */
            createdAt: string;
            /** @description Tempo desde a criação, em português. */
            timeDiff: string;
            /**
             * Format: date-time
             * @description Null enquanto não lida.
             */
            notifiedAt: string | null;
        };
        NotificationPage: {
            content: components["schemas"]["Notification"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
            quantityUnread: number;
        };
        UnreadCount: {
            quantity: number;
        };
        Address: {
            zipCode: string;
            street: string;
            number: string;
            complement: string | null;
            district: string;
            city: string;
            state: string;
        };
        Company: {
            cnpj: string;
            companyName: string;
            fantasyName: string | null;
            email: string | null;
            phone: string | null;
            /** @enum {string} */
            status: "ATIVA" | "BAIXADA" | "SUSPENSA" | "INAPTA";
            address: components["schemas"]["Address"];
        };
        /** @description O endereço do CEP, ou `{ erro: true }` quando ele não existe; `erro` separa os dois. */
        PostalAddress: components["schemas"]["PostalAddressFound"] | components["schemas"]["PostalAddressNotFound"];
        PostalAddressFound: {
            /** @description Com hífen, '01310-100'. */
            cep: string;
            logradouro: string;
            /** @description Vazio quando não há. */
            complemento: string;
            bairro: string;
            localidade: string;
            uf: string;
            /**
             * @description Nunca enviado num endereço encontrado; declarado para que `erro` discrimine as duas formas.
             * @enum {boolean}
             */
            erro?: false;
        };
        PostalAddressNotFound: {
            /**
             * @description O CEP é bem formado mas não existe.
             * @enum {boolean}
             */
            erro: true;
        };
        /**
         * @description Perfil de adquirência; null quando o usuário não tem.
         * @enum {string|null}
         */
        AcquiringProfile: "ADMIN" | "MANAGER" | "FINANCE" | "SUPERVISOR" | "SALE" | null;
        /**
         * @description Perfil de banking; null quando o usuário não tem.
         * @enum {string|null}
         */
        BankingProfile: "ADMIN" | "OPERADOR" | "FINANCEIRO" | null;
        User: {
            id: number;
            email: string;
            profile: components["schemas"]["AcquiringProfile"];
            bankingProfile: components["schemas"]["BankingProfile"];
            /**
             * @description CREATED até o convidado definir a senha; só ACTIVE entra.
             * @enum {string}
             */
            status: "CREATED" | "ACTIVE" | "BLOCKED" | "INACTIVE";
            /** Format: date-time */
            createdAt: string;
        };
        UserPage: {
            content: components["schemas"]["User"][];
            totalElements: number;
            totalPages: number;
            number: number;
            size: number;
        };
        CreateUserRequest: {
            /** @description Validado pela regra: "Digite um e-mail válido!". */
            email: string;
            profile?: components["schemas"]["AcquiringProfile"];
            bankingProfile?: components["schemas"]["BankingProfile"];
        };
        UpdateUserRequest: {
            profile?: components["schemas"]["AcquiringProfile"];
            bankingProfile?: components["schemas"]["BankingProfile"];
            /**
             * @description CREATED não se atribui; só o convidado sai dele, ao definir a senha.
             * @enum {string}
             */
            status?: "ACTIVE" | "BLOCKED" | "INACTIVE";
        };
        ProfileOption: {
            value: string;
            label: string;
            /** @enum {string} */
            type: "user_profile" | "banking_profile";
        };
    };
    responses: {
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
                 *           "description": "O campo email é obrigatório."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description E-mail ou senha incorretos, ou usuário sem acesso. */
        InvalidCredentials: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "BAR-0001",
                 *           "description": "E-mail ou senha inválidos."
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
        /** @description O usuário não tem o papel exigido, ou o recurso é de outro seller. */
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
        /** @description Não encontrado. */
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
        /** @description Entrada inválida; um item por problema encontrado. */
        UserBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description O e-mail já é de outro usuário, ou a mesma Idempotency-Key já foi usada com outro conteúdo. */
        UserConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description O usuário não pode sofrer essa mudança agora. */
        UserStateConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description O duplo fator não pode mudar assim agora, ou a Idempotency-Key já foi usada. */
        TwoFactorConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Errors"];
            };
        };
        /** @description Tentativas demais; tente mais tarde. */
        TooManyRequests: {
            headers: {
                /** @description Segundos até poder tentar de novo. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "errors": [
                 *         {
                 *           "code": "TOO_MANY_ATTEMPTS",
                 *           "description": "Muitas tentativas. Tente novamente em alguns minutos."
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
        /** @example 10 */
        Size: number;
        /** @example 20 */
        UserPageSize: number;
        /**
         * @description O id do usuário.
         * @example 5
         */
        UserId: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    signIn: {
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
                 *       "credentials": {
                 *         "email": "admin@demo.balcao.dev",
                 *         "password": "demo12345"
                 *       },
                 *       "attemptReference": "4b1f0c1e-web"
                 *     }
                 */
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Sessão aberta, ou segundo fator exigido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "admin@demo.balcao.dev",
                     *       "roles": [
                     *         "SELLER_ADMIN",
                     *         "SELLER_DASHBOARD"
                     *       ],
                     *       "bankingRoles": [
                     *         "B_SELLER_ADMIN",
                     *         "BANKING_ADMIN"
                     *       ],
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.e30.sig",
                     *       "refreshToken": "9f3c1b7e5a2d4c6e8f0a1b3c5d7e9f1a",
                     *       "idSeller": 1,
                     *       "mixedInstallment": false,
                     *       "document": "11222333000181",
                     *       "isActiveForTax": true,
                     *       "bankingType": "PJ",
                     *       "companyName": "Loja Exemplo Ltda",
                     *       "fantasyName": "Loja Exemplo",
                     *       "bankingStatus": "ACTIVE"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["InvalidCredentials"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    refreshToken: {
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
                 *       "refreshToken": "9f3c1b7e5a2d4c6e8f0a1b3c5d7e9f1a"
                 *     }
                 */
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description Novo par de tokens. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "admin@demo.balcao.dev",
                     *       "roles": [
                     *         "SELLER_ADMIN",
                     *         "SELLER_DASHBOARD"
                     *       ],
                     *       "bankingRoles": [
                     *         "B_SELLER_ADMIN",
                     *         "BANKING_ADMIN"
                     *       ],
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.e30.sig",
                     *       "refreshToken": "1a3c5e7f9b2d4f6a8c0e1b3d5f7a9c2e",
                     *       "idSeller": 1,
                     *       "mixedInstallment": false,
                     *       "document": "11222333000181",
                     *       "isActiveForTax": true,
                     *       "bankingType": "PJ",
                     *       "companyName": "Loja Exemplo Ltda",
                     *       "fantasyName": "Loja Exemplo",
                     *       "bankingStatus": "ACTIVE"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    signOut: {
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
                 *       "refreshToken": "9f3c1b7e5a2d4c6e8f0a1b3c5d7e9f1a"
                 *     }
                 */
                "application/json": components["schemas"]["SignOutRequest"];
            };
        };
        responses: {
            /** @description Sessão encerrada. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["ServerError"];
        };
    };
    verifyTwoFactor: {
        parameters: {
            query?: {
                /**
                 * @description Código de 6 caracteres do aplicativo autenticador (na primeira forma; na segunda, `pin`).
                 * @example 123456
                 */
                code?: string;
                /** @example WEB */
                loginType?: "WEB" | "API";
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
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "twofaToken": "eyJhbGciOiJIUzI1NiJ9.e30.sig",
                 *       "pin": "123456",
                 *       "type": "WEB"
                 *     }
                 */
                "application/json": components["schemas"]["TwoFactorVerifyForm"];
            };
        };
        responses: {
            /** @description Sessão aberta. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "seguro@demo.balcao.dev",
                     *       "roles": [
                     *         "SELLER_ADMIN",
                     *         "SELLER_DASHBOARD"
                     *       ],
                     *       "bankingRoles": [],
                     *       "token": "eyJhbGciOiJIUzI1NiJ9.e30.sig",
                     *       "refreshToken": "5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c",
                     *       "idSeller": 1,
                     *       "mixedInstallment": false,
                     *       "document": "11222333000181",
                     *       "isActiveForTax": true,
                     *       "bankingType": "PJ",
                     *       "companyName": "Loja Exemplo Ltda",
                     *       "fantasyName": "Loja Exemplo",
                     *       "bankingStatus": "ACTIVE"
                     *     }
                     */
                    "application/json": components["schemas"]["Session"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    confirmStepUp: {
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
                "application/json": components["schemas"]["StepUpRequest"];
            };
        };
        responses: {
            /** @description A confirmação, para a próxima chamada do tipo pedido. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "confirmation": "3f9a1c7e5b2d4f6a8c0e1b3d5f7a9c1e3f9a1c7e5b2d4f6a",
                     *       "operation": "PAYMENT_APPROVAL",
                     *       "expiresAt": "2026-11-25T15:02:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StepUpConfirmation"];
                };
            };
            /** @description Código ou senha errados, ou a forma errada para o usuário. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "INVALID_CODE",
                     *           "description": "Código inválido"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    getStepUpSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A configuração do seller e o método do usuário. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operations": [
                     *         "PAYMENT_APPROVAL",
                     *         "REFUND"
                     *       ],
                     *       "refundThreshold": 1000,
                     *       "method": "PASSWORD"
                     *     }
                     */
                    "application/json": components["schemas"]["StepUpSettings"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["ServerError"];
        };
    };
    updateStepUpSettings: {
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
                 *       "operations": [
                 *         "PAYMENT_APPROVAL",
                 *         "WITHDRAWAL",
                 *         "REFUND"
                 *       ],
                 *       "refundThreshold": 1000
                 *     }
                 */
                "application/json": components["schemas"]["StepUpSettingsUpdate"];
            };
        };
        responses: {
            /** @description A configuração salva. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "operations": [
                     *         "PAYMENT_APPROVAL",
                     *         "WITHDRAWAL",
                     *         "REFUND"
                     *       ],
                     *       "refundThreshold": 1000,
                     *       "method": "TOTP"
                     *     }
                     */
                    "application/json": components["schemas"]["StepUpSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A situação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "enabled": false
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    generateTwoFactorSecret: {
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
            /** @description O endereço otpauth e o segredo pendente. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "qrCodeUrl": "otpauth://totp/Balc%C3%A3o:admin%40demo.balcao.dev?secret=KZTT3A7EQ7E5W2FM4NIYPS44LOHBMYSL&issuer=Balc%C3%A3o",
                     *       "secret": "KZTT3A7EQ7E5W2FM4NIYPS44LOHBMYSL"
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorSetup"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TwoFactorConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    setTwoFactorEnabled: {
        parameters: {
            query: {
                /** @example true */
                enabled: boolean;
                /**
                 * @description Código de 6 dígitos do aplicativo autenticador; obrigatório para ativar e para desativar o que
                 *     está ativo.
                 * @example 123456
                 */
                code?: string;
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
        requestBody?: never;
        responses: {
            /** @description A nova situação. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "enabled": true
                     *     }
                     */
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description Código ausente ou inválido. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "code": "INVALID_CODE",
                     *           "description": "Código inválido"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Errors"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["TwoFactorConflict"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    requestPasswordReset: {
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
                 *       "email": "admin@demo.balcao.dev"
                 *     }
                 */
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description Pedido registrado. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerError"];
        };
    };
    setNewPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 7c9e6679742540de944be07fc1f90ae7 */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "newPassword": "novaSenha123"
                 *     }
                 */
                "application/json": components["schemas"]["NewPasswordRequest"];
            };
        };
        responses: {
            /** @description Senha definida. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getCurrentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Termos vigentes e aceite. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": false,
                     *       "version": "2026-07",
                     *       "title": "Termos de uso Balcão",
                     *       "url": "https://balcao.dev/termos/2026-07",
                     *       "acceptedAt": null
                     *     }
                     */
                    "application/json": components["schemas"]["TermsStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    acceptCurrentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Termos aceitos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "accepted": true,
                     *       "version": "2026-07",
                     *       "title": "Termos de uso Balcão",
                     *       "url": "https://balcao.dev/termos/2026-07",
                     *       "acceptedAt": "2026-11-22T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["TermsStatus"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getSellerBlock: {
        parameters: {
            query: {
                /**
                 * @description O seller do usuário; outro seller responde 403.
                 * @example 1
                 */
                id_seller: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Situação do repasse. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "idSeller": 1,
                     *       "blocked": true,
                     *       "blockReason": "Cadastro desatualizado na registradora"
                     *     }
                     */
                    "application/json": components["schemas"]["SellerBlock"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listFeatureToggles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Lista de nomes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       "view_seller_payment_link",
                     *       "view_seller_refund",
                     *       "view_seller_balance"
                     *     ]
                     */
                    "application/json": string[];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 20 */
                size?: components["parameters"]["UserPageSize"];
                /** @example email,ASC */
                sort?: "email,ASC" | "email,DESC" | "createdAt,DESC" | "createdAt,ASC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de usuários. */
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
                     *           "email": "admin@demo.balcao.dev",
                     *           "profile": "ADMIN",
                     *           "bankingProfile": "ADMIN",
                     *           "status": "ACTIVE",
                     *           "createdAt": "2026-11-01T12:00:00Z"
                     *         },
                     *         {
                     *           "id": 21,
                     *           "email": "nova.vendedora@lojaexemplo.com.br",
                     *           "profile": "SALE",
                     *           "bankingProfile": null,
                     *           "status": "CREATED",
                     *           "createdAt": "2026-11-22T10:00:00Z"
                     *         }
                     *       ],
                     *       "totalElements": 2,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 20
                     *     }
                     */
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    createUser: {
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
                 *       "email": "nova.vendedora@lojaexemplo.com.br",
                 *       "profile": "SALE",
                 *       "bankingProfile": null
                 *     }
                 */
                "application/json": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description Usuário criado e convite enviado. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 21,
                     *       "email": "nova.vendedora@lojaexemplo.com.br",
                     *       "profile": "SALE",
                     *       "bankingProfile": null,
                     *       "status": "CREATED",
                     *       "createdAt": "2026-11-22T10:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["UserBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["UserConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listUserProfiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Opções de perfil. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "value": "ADMIN",
                     *         "label": "Administrador",
                     *         "type": "user_profile"
                     *       },
                     *       {
                     *         "value": "MANAGER",
                     *         "label": "Gerente",
                     *         "type": "user_profile"
                     *       },
                     *       {
                     *         "value": "FINANCE",
                     *         "label": "Financeiro",
                     *         "type": "user_profile"
                     *       },
                     *       {
                     *         "value": "SUPERVISOR",
                     *         "label": "Supervisor",
                     *         "type": "user_profile"
                     *       },
                     *       {
                     *         "value": "SALE",
                     *         "label": "Vendedor",
                     *         "type": "user_profile"
                     *       },
                     *       {
                     *         "value": "ADMIN",
                     *         "label": "Administrador",
                     *         "type": "banking_profile"
                     *       },
                     *       {
                     *         "value": "OPERADOR",
                     *         "label": "Operador",
                     *         "type": "banking_profile"
                     *       },
                     *       {
                     *         "value": "FINANCEIRO",
                     *         "label": "Financeiro",
                     *         "type": "banking_profile"
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ProfileOption"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do usuário.
                 * @example 5
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description O usuário. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "email": "vendas@demo.balcao.dev",
                     *       "profile": "SALE",
                     *       "bankingProfile": null,
                     *       "status": "ACTIVE",
                     *       "createdAt": "2026-11-01T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do usuário.
                 * @example 5
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "profile": "SUPERVISOR",
                 *       "bankingProfile": null,
                 *       "status": "BLOCKED"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description O usuário alterado. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 5,
                     *       "email": "vendas@demo.balcao.dev",
                     *       "profile": "SUPERVISOR",
                     *       "bankingProfile": null,
                     *       "status": "BLOCKED",
                     *       "createdAt": "2026-11-01T12:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["UserBadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["UserStateConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description O id do usuário.
                 * @example 5
                 */
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usuário excluído. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["UserStateConflict"];
            500: components["responses"]["ServerError"];
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /**
                 * @description Página, a partir de 0.
                 * @example 0
                 */
                page?: components["parameters"]["Page"];
                /** @example 10 */
                size?: components["parameters"]["Size"];
                /** @example createdAt,desc */
                sort?: "createdAt,desc" | "createdAt,asc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Página de notificações. */
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
                     *           "notificationPanelType": "NOTIFICATION_PAYMENT_MADE",
                     *           "title": "Pagamento recebido",
                     *           "message": "Maria Souza pagou R$ 150,00",
                     *           "variablesResponse": [
                     *             {
                     *               "name": "buyer",
                     *               "value": "Maria Souza"
                     *             },
                     *             {
                     *               "name": "amount",
                     *               "value": "150.00"
                     *             },
                     *             {
                     *               "name": "date",
                     *               "value": "2026-11-21"
                     *             },
                     *             {
                     *               "name": "uuid",
                     *               "value": "3f2b8c1e-0d4a-4c1b-9a7e-5b6c7d8e9f01"
                     *             },
                     *             {
                     *               "name": "whatsApp",
                     *               "value": "5511987654321"
                     *             }
                     *           ],
                     *           "createdAt": "2026-11-21T13:05:00Z",
                     *           "timeDiff": "há 2 horas",
                     *           "notifiedAt": null
                     *         }
                     *       ],
                     *       "totalElements": 1,
                     *       "totalPages": 1,
                     *       "number": 0,
                     *       "size": 10,
                     *       "quantityUnread": 1
                     *     }
                     */
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quantidade. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quantity": 12
                     *     }
                     */
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 42 */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A notificação, com notifiedAt preenchido. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 42,
                     *       "notificationPanelType": "NOTIFICATION_PAYMENT_MADE",
                     *       "title": "Pagamento recebido",
                     *       "message": "Maria Souza pagou R$ 150,00",
                     *       "variablesResponse": [
                     *         {
                     *           "name": "uuid",
                     *           "value": "3f2b8c1e-0d4a-4c1b-9a7e-5b6c7d8e9f01"
                     *         }
                     *       ],
                     *       "createdAt": "2026-11-21T13:05:00Z",
                     *       "timeDiff": "há 2 horas",
                     *       "notifiedAt": "2026-11-21T15:00:00Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Quantidade restante (zero). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "quantity": 0
                     *     }
                     */
                    "application/json": components["schemas"]["UnreadCount"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["ServerError"];
        };
    };
    getCompanyByCnpj: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 11222333000181 */
                document: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Empresa encontrada. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cnpj": "11222333000181",
                     *       "companyName": "Loja Exemplo Ltda",
                     *       "fantasyName": "Loja Exemplo",
                     *       "email": "contato@lojaexemplo.com.br",
                     *       "phone": "1133334444",
                     *       "status": "ATIVA",
                     *       "address": {
                     *         "zipCode": "01310-100",
                     *         "street": "Avenida Paulista",
                     *         "number": "1000",
                     *         "complement": "Sala 101",
                     *         "district": "Bela Vista",
                     *         "city": "São Paulo",
                     *         "state": "SP"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["ServerError"];
        };
    };
    getPostalCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01310-100 */
                cep: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Endereço, ou `{ erro: true }` quando não existe. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cep": "01310-100",
                     *       "logradouro": "Avenida Paulista",
                     *       "complemento": "de 612 a 1510 - lado par",
                     *       "bairro": "Bela Vista",
                     *       "localidade": "São Paulo",
                     *       "uf": "SP"
                     *     }
                     */
                    "application/json": components["schemas"]["PostalAddress"];
                };
            };
            400: components["responses"]["BadRequest"];
            500: components["responses"]["ServerError"];
        };
    };
}
