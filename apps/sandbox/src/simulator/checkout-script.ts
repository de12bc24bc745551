/**
 * The behaviour of the buyer's pages, served as a file (the policy allows no inline script); each page
 * works without it.
 * - `[data-copy=ID]` copies the text of element ID (the Pix code, the linha digitável) and says so in the
 *   page's live region.
 * - `[data-status-url]` polls the charge's public status every few seconds until it is paid, then shows
 *   'Pago' and hides how to pay. Server-sent events could replace the polling later.
 * - The card fields show only while 'Cartão de crédito' is chosen.
 */
export const STATUS_POLL_MS = 4000;

export const CHECKOUT_SCRIPT = `(() => {
  const say = (text) => { const live = document.getElementById('aviso-copia'); if (live) live.textContent = text; };
  document.querySelectorAll('[data-copy]').forEach((button) => {
    button.addEventListener('click', async () => {
      const source = document.getElementById(button.getAttribute('data-copy'));
      if (!source) return;
      const text = 'value' in source ? source.value : source.textContent.replace(/\\s+/g, '');
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        if ('select' in source) { source.select(); document.execCommand('copy'); }
      }
      say(button.getAttribute('data-copied') || 'Copiado.');
    });
  });

  const status = document.querySelector('[data-status-url]');
  if (status) {
    const url = status.getAttribute('data-status-url');
    const poll = async () => {
      try {
        const answer = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
        if (answer.ok && (await answer.json()).paid) {
          status.textContent = 'Pago';
          status.classList.add('pago');
          status.removeAttribute('data-status-url');
          document.querySelectorAll('[data-until-paid]').forEach((element) => { element.hidden = true; });
          const thanks = document.getElementById('obrigado');
          if (thanks) thanks.hidden = false;
          return;
        }
      } catch {}
      setTimeout(poll, ${STATUS_POLL_MS});
    };
    setTimeout(poll, ${STATUS_POLL_MS});
  }

  const card = document.getElementById('dados-do-cartao');
  if (card) {
    const radios = document.querySelectorAll('input[name="method"]');
    const sync = () => {
      const chosen = document.querySelector('input[name="method"]:checked');
      card.hidden = radios.length > 1 && (!chosen || chosen.value !== 'CREDIT_CARD');
    };
    radios.forEach((radio) => radio.addEventListener('change', sync));
    sync();
  }
})();
`;
