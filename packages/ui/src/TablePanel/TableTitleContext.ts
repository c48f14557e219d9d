import { createContext } from 'react';

/** The id of the enclosing TablePanel's title: a DataTable inside it is named by that heading. */
export const TableTitleContext = createContext<string | undefined>(undefined);
