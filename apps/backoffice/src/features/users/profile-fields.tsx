import { profileOptions } from '@balcao/domain/access';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { userQueries } from './api';

const NONE = { value: '', label: 'Nenhum' };

/**
 * The options of the two profile selects: the server's list, or the domain's while it loads. The
 * banking select shows only while the session's banking account is ACTIVE (§6).
 */
export function useProfileChoices() {
  const { clients, auth } = useServices();
  const profiles = useQuery(userQueries.profiles(clients));
  const options = profiles.data ?? profileOptions(auth.bankingStatus);
  const banking = options.filter((option) => option.type === 'banking_profile');
  return {
    acquiring: [NONE, ...options.filter((option) => option.type === 'user_profile')],
    banking: [NONE, ...banking],
    showBanking: auth.bankingStatus === 'ACTIVE' && banking.length > 0,
  };
}
