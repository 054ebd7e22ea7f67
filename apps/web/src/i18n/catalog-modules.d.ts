/** A compiled Lingui catalog (lingui-catalogs.ts beside vite.config.ts). */
declare module 'virtual:lingui-catalog/*' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
