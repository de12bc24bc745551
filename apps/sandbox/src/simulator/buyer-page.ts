import { escapeHtml } from './html';

/**
 * The look of the pages the merchant's customers open (a payment link, a boleto, a Pix), judged against the
 * checkouts buyers know: the merchant's name on top, one column on a phone (390 px) with fields and buttons
 * a thumb can hit and 16 px text (iOS zooms into smaller inputs), two columns on a desktop (what is bought
 * beside how to pay). Colours keep 4.5:1 contrast.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d2330;background:#f3f5f8}
header{background:#fff;border-bottom:1px solid #dde1e7}
.topo{max-width:1000px;margin:0 auto;padding:12px 16px}
.loja{display:flex;align-items:center;gap:12px;margin:0;font-size:1.1rem;font-weight:700}
.inicial{flex:none;width:40px;height:40px;border-radius:50%;background:#0b4f9c;color:#fff;display:grid;place-items:center}
main{max-width:1000px;margin:0 auto;padding:8px 16px 32px}
h1{font-size:1.4rem;margin:.2rem 0 .4rem;overflow-wrap:anywhere}
h2{font-size:1.1rem;margin:0 0 .6rem}
.painel{background:#fff;border:1px solid #dde1e7;border-radius:12px;padding:20px;margin:16px 0}
.valor{font-size:2rem;font-weight:700;margin:.2rem 0;font-variant-numeric:tabular-nums}
.meta{color:#4f5869;font-size:.9rem}
.linhas{list-style:none;padding:0;margin:.6rem 0}.linhas li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-top:1px solid #e4e7ec}
label,legend{display:block;font-weight:600;margin:14px 0 4px}
fieldset{border:0;padding:0;margin:0;min-width:0}legend{padding:0}
.quebra{overflow-wrap:anywhere}
input[type=text],input[type=email],input[type=tel],textarea{width:100%;min-height:48px;font:inherit;padding:10px 12px;border:1px solid #6b7487;border-radius:8px;background:#fff;color:inherit}
textarea{font:14px/1.4 ui-monospace,Menlo,Consolas,monospace;word-break:break-all;resize:none}
input[aria-invalid=true]{border-color:#b42318}
.erro{color:#b42318;font-size:.9rem;margin:4px 0 0}
.metodos{display:grid;gap:8px}
.metodo{display:flex;align-items:center;gap:12px;min-height:56px;margin:0;padding:12px 14px;border:1px solid #6b7487;border-radius:8px;font-weight:600;cursor:pointer}
.metodo input{width:22px;height:22px;margin:0;accent-color:#0b57d0}
.metodo .preco{margin-left:auto;font-weight:400;text-align:right}.preco .meta{display:block}
.metodo:has(input:checked){border-color:#0b57d0;box-shadow:0 0 0 1px #0b57d0;background:#f2f6fe}
button{font:inherit;cursor:pointer}
.pagar{width:100%;min-height:52px;margin-top:20px;font-size:1.1rem;font-weight:700;color:#fff;background:#0b57d0;border:0;border-radius:8px}
.copiar{min-height:48px;width:100%;margin-top:8px;padding:8px 16px;font-weight:600;color:#0b57d0;background:#fff;border:1px solid #0b57d0;border-radius:8px}
:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.qr{width:220px;max-width:100%;margin:8px auto}.qr svg{display:block;width:100%;height:auto}
.linha{font:1rem/1.5 ui-monospace,Menlo,Consolas,monospace;overflow-wrap:anywhere;background:#f3f5f8;border-radius:8px;padding:10px 12px;margin:0}
.barras{background:#fff;padding:12px 10px;margin:12px 0;border:1px solid #e4e7ec;border-radius:8px}.barras svg{display:block;width:100%;height:56px}
.situacao{display:inline-block;padding:4px 12px;border-radius:999px;font-weight:700;background:#fff4e5;color:#7a3e00}
.situacao.pago{background:#e3f4e8;color:#14532d;font-size:1.2rem}
.aviso{background:#fff4e5;border-radius:8px;padding:10px 12px}
.alerta{border-color:#b42318}
@media (min-width:768px){
  main{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:0 32px;align-items:start;padding-top:16px}
  main>.rodape{grid-column:1/-1}
  .qr{width:240px}
}
@media print{body{background:#fff}header,.copiar,.pagar,script{display:none}.painel{border:0}}
`;

/** The merchant's initial on a round badge: the tab shows whose checkout it is, with nothing fetched. */
function initialIcon(sellerName: string): string {
  const initial = escapeHtml((sellerName.trim()[0] ?? 'B').toUpperCase());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="#0b4f9c"/><text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A buyer's page: the merchant's name as the header, then `body` inside `<main>`; the script adds copy and live status. */
export function buyerPage(title: string, sellerName: string, body: string): string {
  const initial = escapeHtml((sellerName.trim()[0] ?? '').toUpperCase());
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(sellerName)}</title>
<link rel="icon" href="${initialIcon(sellerName)}">
<style>${STYLE}</style>
<script src="/_sandbox/checkout.js" defer></script></head>
<body><header><div class="topo"><p class="loja"><span class="inicial" aria-hidden="true">${initial}</span>${escapeHtml(sellerName)}</p></div></header>
<main>
${body}
<p class="meta rodape">Ambiente de testes (sandbox Balcão): nenhum pagamento real é feito aqui.</p>
</main></body>
</html>`;
}
