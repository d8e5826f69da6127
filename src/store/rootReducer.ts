import { combineReducers, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { api } from './api/api';
import { persistedAuthReducer } from './persistence/persistedAuthReducer';
import { uiSlice } from './ui/uiSlice';

/** The API cache, the session and the layout state: in every store from the start. */
const coreReducers = {
  [api.reducerPath]: api.reducer,
  auth: persistedAuthReducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
};
const coreReducer = combineReducers(coreReducers);

/**
 * The slices a feature owns. Each feature declares its own here by module augmentation and adds
 * it with injectSlice when its code loads, so the store core never imports a feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

export type RootState = ReturnType<typeof coreReducer> & Partial<LazyLoadedSlices>;

let reducers: Record<string, Reducer> = coreReducers;
let combined: Reducer = coreReducer;

export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  combined(state, action);

/**
 * Adds a feature's slice to the root reducer of every store, present and future (again after a
 * hot reload). Its state appears with the next action, so the feature's selectors read its
 * initial state until then.
 * (RTK's combineSlices does the same, but its code would be in every first load.)
 */
export function injectSlice(slice: { reducerPath: keyof LazyLoadedSlices; reducer: Reducer }) {
  if (reducers[slice.reducerPath] === slice.reducer) return;
  reducers = { ...reducers, [slice.reducerPath]: slice.reducer };
  combined = combineReducers(reducers);
}
