-- Security limits now count the machine's time, not the sandbox clock (src/areas/auth/attempts.ts). Failures
-- recorded before were stamped with the sandbox clock, which may stand days ahead or behind: kept, they
-- would count far too long or not at all. They are at most an hour of throttling, so they go.
DELETE FROM auth_failures;
