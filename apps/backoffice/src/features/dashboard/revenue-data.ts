import type { ApiDate } from '@balcao/domain/dates';
import { reaisToCents } from '@balcao/domain/money';
import type { SellerDashboard } from './api';

/** One day of the chart in integer cents: the two series §2 shows. */
export interface RevenuePoint {
  date: ApiDate;
  paid: number;
  late: number;
}

export const SERIES = {
  paid: { label: 'Recebido', status: 'PAID' },
  late: { label: 'Em atraso', status: 'LATE' },
} as const;

export function revenuePoints(dashboard: SellerDashboard): RevenuePoint[] {
  return dashboard.lines.map((line) => ({
    date: line.date,
    paid: reaisToCents(line.paidAmount),
    late: reaisToCents(line.lateAmount),
  }));
}

export function revenueTotals(dashboard: SellerDashboard): { paid: number; late: number } {
  return {
    paid: reaisToCents(dashboard.metrics.paidAmount),
    late: reaisToCents(dashboard.metrics.lateAmount),
  };
}
