// The service worker of the installable app (vite-plugin-pwa / Workbox, see vite.config.ts): it keeps
// the app's files and the product pictures, so the portal opens without network. A new version is
// installed in the background, announced in a short notice and activated on the next navigation.
import { registerSW } from 'virtual:pwa-register';
import { MSG, TITLES } from '@portal/shared/messages';
import { NOTIFY_DURATIONS } from '@portal/shared/constants';
import { notify } from '../ui/notify';
import { setPendingUpdate } from './app-update';

export function registerServiceWorker(): void {
  const updateSW = registerSW({
    onNeedRefresh() {
      setPendingUpdate(() => void updateSW(true));
      notify('info', MSG.appNewVersion, { title: TITLES.info, duration: NOTIFY_DURATIONS.TYPICAL });
    },
  });
}
