import { formatBRL, reaisToCents } from '@balcao/domain/money';
import {
  TREASURY_OPERATION_COPY,
  TREASURY_TILE_LABELS,
  type TreasuryActions,
  type TreasuryTile,
  treasuryTiles,
} from '@balcao/domain/treasury';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Button, buttonStyle } from '../../ui';
import type { TreasurySummary } from './api';
import * as styles from './treasury.css';

function Tile({ tile, reais, children }: { tile: TreasuryTile; reais: number; children?: ReactNode }) {
  const label = TREASURY_TILE_LABELS[tile];
  return (
    <section className={styles.tile} aria-label={label}>
      <div>
        <p className={styles.tileLabel}>{label}</p>
        <p className={styles.tileValue}>{formatBRL(reaisToCents(reais))}</p>
      </div>
      {children}
    </section>
  );
}

const CDI_FORMAT = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export interface BalanceTilesProps {
  summary: TreasurySummary;
  actions: TreasuryActions;
  onInvest(): void;
  onWithdraw(): void;
}

/**
 * §2.7: the total (with what is in processing between accounts), the investment account (with Investir), the checking account (with Sacar) and the
 * acquiring account (with 'Mais Detalhes' to /financeiro), the last hidden by the seller's setting.
 */
export function BalanceTiles({ summary, actions, onInvest, onWithdraw }: BalanceTilesProps) {
  const shown = treasuryTiles({ hideAcquiringAccount: summary.hideAcquiringAccount });
  return (
    <div className={styles.tiles}>
      {shown.map((tile) => {
        switch (tile) {
          case 'TOTAL':
            // Invested or redeemed money the bank has not settled is in neither account but still counts.
            return (
              <Tile key={tile} tile={tile} reais={summary.totalAmount}>
                {summary.inProcessingAmount !== 0 ? (
                  <p className={styles.tileNote}>
                    Em processamento: {formatBRL(reaisToCents(summary.inProcessingAmount))}
                  </p>
                ) : null}
              </Tile>
            );
          case 'INVESTMENT':
            return (
              <Tile key={tile} tile={tile} reais={summary.investAccountAmount}>
                {summary.cdi !== null ? (
                  <p className={styles.tileNote}>CDI hoje: {CDI_FORMAT.format(summary.cdi)}% a.a.</p>
                ) : null}
                {actions.invest ? (
                  <div className={styles.row}>
                    <Button onClick={onInvest} disabled={summary.products.length === 0}>
                      {TREASURY_OPERATION_COPY.INVEST.action}
                    </Button>
                  </div>
                ) : null}
              </Tile>
            );
          case 'CHECKING':
            return (
              <Tile key={tile} tile={tile} reais={summary.debitAccountAmount}>
                {summary.futurePostings !== 0 ? (
                  <p className={styles.tileNote}>
                    Lançamentos futuros: {formatBRL(reaisToCents(summary.futurePostings))}
                  </p>
                ) : null}
                {actions.withdraw ? (
                  <div className={styles.row}>
                    <Button variant="secondary" onClick={onWithdraw}>
                      {TREASURY_OPERATION_COPY.WITHDRAW.action}
                    </Button>
                  </div>
                ) : null}
              </Tile>
            );
          case 'ACQUIRING':
            return (
              <Tile key={tile} tile={tile} reais={summary.redeemAccountAmount}>
                <p className={styles.tileNote}>
                  A liberar: {formatBRL(reaisToCents(summary.provisionedAmount))}
                </p>
                {actions.moreDetails ? (
                  <div className={styles.row}>
                    <Link
                      to="/financeiro"
                      search={{ tab: 'extrato', page: 1 }}
                      className={buttonStyle({ variant: 'ghost' })}
                    >
                      Mais Detalhes
                    </Link>
                  </div>
                ) : null}
              </Tile>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
