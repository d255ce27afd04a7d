// The login screen rendered at build time (vite.config.ts, prerenderLogin): its HTML and styles go
// into index.html, so /login paints before the JavaScript has loaded, and main.tsx hydrates it. It
// is the screen as it stands before the brand has loaded (no brand image nor name), the same for
// every brand; the API adds the brand's header picture when it serves the page.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';

export async function renderLogin(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location="/login" />
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
