import { RouteError } from '../../../shell/route-states';
import { CHARGE_LOAD_FAILED } from './labels';

/** The charge routes' error state: a failed load says 'Falha ao carregar as informações da cobrança.' (§8). */
export function ChargeLoadError({ error }: { error: unknown }) {
  return <RouteError error={error} loadFailedTitle={CHARGE_LOAD_FAILED} />;
}
