/** Locks the page's scrolling while at least one modal is open; nested modals share one lock. */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockBodyScroll(doc: Document): () => void {
  const body = doc.body;
  if (locks === 0) {
    const view = doc.defaultView;
    const scrollbar = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    // Keep the page from shifting sideways when its scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      saved = null;
    }
  };
}
