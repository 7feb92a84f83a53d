/// <reference types="vite/client" />
declare const __MOCK__: boolean;
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_BLOB_BASE_URL?: string;
}
