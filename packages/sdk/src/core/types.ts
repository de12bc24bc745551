import type { core } from '@balcao/client';

// The SDK's public types are the contract's (openapi/core.yaml), named as integrators read them.
type Schemas = core.components['schemas'];

export type Session = Schemas['Session'];
export type TermsStatus = Schemas['TermsStatus'];
export type SellerBlock = Schemas['SellerBlock'];
export type Notification = Schemas['Notification'];
export type NotificationPage = Schemas['NotificationPage'];
export type UnreadCount = Schemas['UnreadCount'];
export type Company = Schemas['Company'];
/** The address of a CEP, or `{ erro: true }` when it does not exist: narrow with `if (address.erro)`. */
export type PostalAddress = Schemas['PostalAddress'];
export type PostalAddressFound = Schemas['PostalAddressFound'];

/** The query of `GET /notification-panel`; `page` is where the iteration starts (zero-based). */
export type NotificationListParams = NonNullable<core.operations['listNotifications']['parameters']['query']>;

// Users of the seller (core.yaml, tag users).
export type User = Schemas['User'];
export type UserPage = Schemas['UserPage'];
export type ProfileOption = Schemas['ProfileOption'];
export type UserCreateParams = Schemas['CreateUserRequest'];
export type UserUpdateParams = Schemas['UpdateUserRequest'];
/** The query of `GET /app/v1/users`; `page` is where the iteration starts (zero-based). */
export type UserListParams = NonNullable<core.operations['listUsers']['parameters']['query']>;
