import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, defineConfig, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const root = fileURLToPath(new URL('.', import.meta.url));
// Where `vite` (dev) and `vite preview` send /api; the API listens on 3000 by default.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Writes a .br and a .gz beside every text file of the build (1 kB or more); the API sends them to
 * the browsers that accept them (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (e.name === '.vite' ? [] : files(path.join(dir, e.name))) : [path.join(dir, e.name)],
    );
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        const quality = {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        };
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: quality }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** Set on <html> before the body is parsed when the page is not /login: the prerender stays hidden. */
const NOT_LOGIN_ATTRIBUTE = 'data-sem-prerender';
/** emotion's <style> tags in a server render ('<key> <id>…' in data-emotion, group 1). */
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>[^<]*<\/style>/g;
/** The empty element after the prerendered screen: once parsed, the screen is shown whole. */
const PRERENDER_END_ID = 'fim-prerender';

/**
 * Puts the login screen into the built index.html: src/prerender.tsx renders it (with its styles,
 * emotion's <style> tags, which the app moves to <head> when it starts), so /login paints before
 * the JavaScript arrives and main.tsx hydrates it. The styles of the shell and the product search
 * (rendered there with a sample session, their markup dropped) go with them: the app finds them
 * inserted and does not compile them while it starts. Every other path gets the same index.html: a
 * small script in <head> (allowed by its hash in the API's Content-Security-Policy) marks the page,
 * the prerender stays hidden there and main.tsx replaces it.
 */
function prerenderLogin(): Plugin {
  return {
    name: 'portal-prerender-login',
    apply: 'build',
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        root,
        mode: 'production',
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderLogin, renderSearch } = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderLogin: () => Promise<string>;
          renderSearch: () => Promise<string>;
        };
        // emotion's <style> tags go to <head> (where the app's emotion cache finds and keeps them):
        // the body is then markup only, and the screen paints whole rather than as it is parsed.
        const styles: string[] = [];
        const seen = new Set<string>();
        const markup = (await renderLogin()).replace(EMOTION_STYLE, (tag, id: string) => {
          styles.push(tag);
          seen.add(id);
          return '';
        });
        // The shell's and the search's styles that the login does not already carry (each tag is one
        // emotion id, or the global styles): the app finds them inserted (src/prerender.tsx).
        for (const [tag, id] of (await renderSearch()).matchAll(EMOTION_STYLE)) {
          if (!seen.has(id)) styles.push(tag);
          seen.add(id);
        }
        // The browser may paint while it is still parsing the body: a login cut half-way would then
        // grow into place (a layout shift). The screen stays hidden until the marker after it has
        // been parsed (a browser without :has() ignores the rule and paints as it parses).
        const head =
          styles.join('') +
          `<script>location.pathname==="/login"||document.documentElement.setAttribute("${NOT_LOGIN_ATTRIBUTE}","")</script>` +
          `<style>html[${NOT_LOGIN_ATTRIBUTE}] #root{display:none}` +
          `body:not(:has(> #${PRERENDER_END_ID})) #root{visibility:hidden}</style>`;
        return html
          .replace('</head>', `${head}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${markup}</div><div id="${PRERENDER_END_ID}" hidden></div>`,
          );
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * On /login the app's entry starts after the prerendered screen's first frame: the browser shows
 * the login before it spends its time on the JavaScript (fetched meanwhile, modulepreload). On
 * other paths it starts at once. The inline module is allowed by its hash, like the other script.
 */
function paintBeforeScript(): Plugin {
  return {
    name: 'portal-paint-before-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const stages = ctx.bundle ? startStageFiles(ctx.bundle, html) : [];
        return html.replace(
          /<script type="module" crossorigin src="([^"]+)"><\/script>/,
          (_tag, src: string) =>
            `<link rel="modulepreload" crossorigin href="${src}">` +
            stages.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('') +
            `<script type="module">const s=()=>import(${JSON.stringify(src)});` +
            `location.pathname==="/login"?requestAnimationFrame(()=>setTimeout(s)):s()</script>`,
        );
      },
    },
  };
}

/**
 * The modules src/main.tsx imports one task after the other at start-up (scripts/check-bundle.mjs
 * reads the preloads this puts in index.html).
 */
const START_STAGES = [/\/react-dom\/client\.js$/, /\/src\/app\/theme\.ts$/, /\/src\/app\/App\.tsx$/];

/**
 * The files of the start-up stages and of everything they import statically, not yet preloaded by
 * index.html: preloaded from the start, they arrive together and are evaluated one stage a task.
 */
function startStageFiles(bundle: Rollup.OutputBundle, html: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file) || html.includes(`/${file}"`)) return;
    files.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) add(dep);
  };
  for (const stage of START_STAGES) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => stage.test(id)));
    if (!chunk) throw new Error(`start-up stage ${stage} not found in the build`);
    add(chunk.fileName);
  }
  return [...files];
}

/**
 * The installable app's service worker (Workbox): the app shell (index.html, scripts, styles, the
 * brand's images) is precached, so a reload without network opens the portal; the product pictures
 * and the brand's icons are kept as they are seen. The manifest is the API's (/manifest.webmanifest,
 * one per brand), and API answers are never cached (they are per user).
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,woff2}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/manifest\.webmanifest$/],
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => /^\/api\/produtos\/\d+\/imagem$/.test(url.pathname),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'produtos-imagens',
            expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/api/marcas/icones/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'marca-icones', cacheableResponse: { statuses: [200] } },
        },
      ],
    },
  });
}

// Screens are split per route with React.lazy (src/app/routes.tsx), so /login stays small.
export default defineConfig({
  root,
  plugins: [react(), prerenderLogin(), paintBeforeScript(), serviceWorker(), precompress()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/check-bundle.mjs to hold each route's initial JavaScript to its budget.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // A domain area's index.ts only re-exports (docs/ARCHITECTURE.md, Layers): importing one of its
        // names brings that name's module, not every module of the area (the login screen needs the
        // customer transitions, not the cart's dialogs and widgets of the screens).
        moduleSideEffects: (id) => (/\/src\/domain\/[^/]+\/index\.ts$/.test(id) ? false : undefined),
      },
    },
  },
});
