import { CHECKING_BALANCE_LOAD_FAILURE } from '@balcao/domain/financial';
import { RouteError } from '../../shell/route-states';

/** /tesouraria's error state: a failed read of the balances says so in the specification's words (§8). */
export function TreasuryLoadError({ error }: { error: unknown }) {
  return <RouteError error={error} loadFailedTitle={CHECKING_BALANCE_LOAD_FAILURE} />;
}
