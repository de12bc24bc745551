/**
 * The behaviour of the buyer's pages, served as a file (the policy allows no inline script); each page
 * works without it.
 * - `[data-copy=ID]` copies the text of element ID (the Pix code, the linha digitável) and says so in the
 *   page's live region.
 * - `[data-events-url]` follows the charge's public stream (EventSource, which connects again by itself
 *   after a drop; each connection starts with the current status, so nothing is missed) and, once paid,
 *   shows 'Pago' and hides how to pay. Only when the stream fails for good (no EventSource, an answer that
 *   is not a stream) does the page poll `[data-status-url]` every few seconds instead.
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
    let paid = false;
    const showPaid = () => {
      if (paid) return;
      paid = true;
      status.textContent = 'Pago';
      status.classList.add('pago');
      document.querySelectorAll('[data-until-paid]').forEach((element) => { element.hidden = true; });
      const thanks = document.getElementById('obrigado');
      if (thanks) thanks.hidden = false;
    };
    const poll = async () => {
      if (paid) return;
      try {
        const answer = await fetch(status.getAttribute('data-status-url'), { cache: 'no-store', headers: { accept: 'application/json' } });
        if (answer.ok && (await answer.json()).paid) return showPaid();
      } catch {}
      setTimeout(poll, ${STATUS_POLL_MS});
    };
    const eventsUrl = status.getAttribute('data-events-url');
    if (!eventsUrl || typeof EventSource !== 'function') {
      setTimeout(poll, ${STATUS_POLL_MS});
    } else {
      const source = new EventSource(eventsUrl);
      source.addEventListener('status', (event) => {
        try {
          if (JSON.parse(event.data).paid) { source.close(); showPaid(); }
        } catch {}
      });
      source.addEventListener('error', () => {
        // CONNECTING: the browser is already trying again. CLOSED: it gave up; polling takes over.
        if (!paid && source.readyState === EventSource.CLOSED) setTimeout(poll, ${STATUS_POLL_MS});
      });
    }
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
