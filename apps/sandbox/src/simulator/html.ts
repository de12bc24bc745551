export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;color:#1d2330;background:#f6f7f9;line-height:1.45}
main{max-width:980px;margin:0 auto;padding:24px}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin:.2rem 0}
a{color:#0b57d0}
.email,.op,.card{background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:16px;margin:12px 0}
.meta{color:#5b6473;font-size:.9rem;margin:.2rem 0 .6rem}
pre{white-space:pre-wrap;word-break:break-word;background:#f1f3f6;padding:12px;border-radius:6px;font-size:.85rem}
code{background:#eef0f4;padding:1px 4px;border-radius:4px}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{border-bottom:1px solid #e4e7ec;text-align:left;padding:6px 8px;vertical-align:top}
.method{display:inline-block;min-width:56px;text-align:center;font-weight:700;border-radius:4px;padding:2px 6px;color:#fff;background:#5b6473}
.method.get{background:#1a7f37}.method.post{background:#0b57d0}.method.patch{background:#9a6700}.method.put{background:#8250df}.method.delete{background:#cf222e}
nav ul{padding-left:18px}nav li{margin:2px 0}
.schema ul{margin:.2rem 0;padding-left:18px}.req{color:#cf222e;font-size:.8rem}
.qr{width:240px}
@media print{body{background:#fff}.no-print{display:none}.card{border:none}}
`;

/** The print button's behaviour, served as a file: the policy allows no inline handler. */
export const PRINT_SCRIPT = `document.querySelectorAll('[data-print]').forEach((b) => b.addEventListener('click', () => window.print()));\n`;

/** A complete Portuguese HTML page with the sandbox's small stylesheet; nothing loaded from elsewhere. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
${body}
</main></body>
</html>`;
}
