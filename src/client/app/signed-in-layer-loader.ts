import { createElement, type ComponentType, type ReactElement } from 'react';

let loaded: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/**
 * The signed-in layer's code (the session's confirmation and the verify-email banner), fetched
 * once. main.tsx waits for it before the first render when a user is stored, so the layout draws
 * it at once: behind React.lazy its first render suspended, and React reveals suspended content at
 * most every 300 ms, so the banner painted about 0.3 s after the page and pushed it down.
 */
export function loadSignedInLayer(): Promise<ComponentType> {
  loading ??= import('./signed-in-layer').then(
    (module) => (loaded = module.SignedInLayer),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The layer, drawn from the one component its module exports, once its code is here; null before. */
export const loadedSignedInLayer = (): ReactElement | null =>
  loaded ? createElement(loaded) : null;
