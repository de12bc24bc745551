export * from './plan-schema';
export * from './subscription-schema';
export * from './subscriptions';
