// What the build renders ahead (vite.config.ts, prerenderLogin):
// - the login screen: its HTML and styles go into index.html, so /login paints before the
//   JavaScript has loaded, and main.tsx hydrates it. It is the screen as it stands before the brand
//   has loaded (no brand image nor name), the same for every brand; the API adds the brand's header
//   picture when it serves the page.
// - the styles of the app's shell and the product search (the screen most visits open), rendered
//   with a sample session: index.html carries them as emotion's <style> tags, so the app finds them
//   inserted and its first renders skip compiling and inserting them (work otherwise done inside the
//   long tasks that commit the shell and the first cards). Their markup is dropped.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { theme } from './app/theme';
import { SAMPLE_USER, seedConfig, seedSearch } from './prerender-sample';
import { useSession } from './state/session';

async function render(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{app}</StrictMode>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

export function renderLogin(): Promise<string> {
  return render(<App location="/login" />);
}

/**
 * The shell and the product search with a sample session, as the screen opens (its calls pending:
 * the loaders) and once they have answered (the cards), at a phone's and a laptop's width: the
 * renders' HTML, whose emotion <style> tags the build keeps (vite.config.ts) and whose markup it drops.
 */
export async function renderSearch(): Promise<string> {
  // A store read while rendering on the server gives its initial state (useSyncExternalStore's
  // server snapshot, the object the store was created with): the sample session is in it for these
  // renders only.
  const initial = useSession.getInitialState();
  initial.usuario = SAMPLE_USER;
  // The layout a media query picks (the phone's app bar and drawer, or the desktop header) is, on
  // the server, what the theme's ssrMatchMedia answers: each width in turn.
  const components = theme.components!;
  const before = components.MuiUseMediaQuery;
  let html = '';
  try {
    for (const width of [SAMPLE_PHONE_WIDTH, SAMPLE_DESKTOP_WIDTH]) {
      components.MuiUseMediaQuery = {
        defaultProps: { ssrMatchMedia: (query) => ({ matches: matchesWidth(query, width) }) },
      };
      for (const answered of [false, true]) {
        const client = createQueryClient();
        if (answered) seedSearch(client);
        else seedConfig(client);
        html += await render(<App location="/" queryClient={client} />);
        client.clear();
      }
    }
  } finally {
    initial.usuario = null;
    components.MuiUseMediaQuery = before;
  }
  return html;
}

/** A phone's and a laptop's viewport width, in CSS pixels. */
const SAMPLE_PHONE_WIDTH = 390;
const SAMPLE_DESKTOP_WIDTH = 1366;

/** Whether a width media query of the theme's breakpoints ('@media (max-width:899.95px)', min-width, both) holds at this width. */
export function matchesWidth(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}
