export * from './dashboard';
export * from './dashboard-chart';
