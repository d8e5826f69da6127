import { combineSlices } from '@reduxjs/toolkit';
import { api } from './api/api';
import { persistedAuthReducer } from './persistence/persistedAuthReducer';
import { uiSlice } from './ui/uiSlice';

/**
 * The slices a feature owns, added to the store when the feature's code loads (`injectInto`).
 * Each feature declares its own here by module augmentation, so the store core never imports a
 * feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/** The API cache, the session and the layout state are always there; feature slices join later. */
export const rootReducer = combineSlices(api, uiSlice, {
  auth: persistedAuthReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
