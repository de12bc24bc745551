import type { BalcaoClients } from '@balcao/client';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { Auth } from './session';

/** What the app is made of at run time: the gateway clients, the session and the query cache. */
export interface Services {
  clients: BalcaoClients;
  auth: Auth;
  queryClient: QueryClient;
  /** The gateway's root (runtime config), for what the clients do not carry: the live stream. */
  gatewayUrl: string;
  /** Sair: ends the session on the gateway, then clears it and every cached query here. */
  signOut(): void;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices fora de ServicesProvider');
  return services;
}
