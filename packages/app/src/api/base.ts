/** Bases of the API and the file service; set VITE_API_BASE / VITE_FILES_BASE at build time to move them. */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';
export const FILES_BASE = import.meta.env.VITE_FILES_BASE ?? '/files';

/** Where the routes' `/api` and `/files` are served. */
export const BASES = { api: API_BASE, files: FILES_BASE };
