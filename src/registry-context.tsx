import { createContext, useContext, type ReactNode } from 'react';
import { findResource } from '../resources.config';
import type { ResourceDeclaration } from '../resources/declaration';

// How screens find another resource's declaration (a reference's title field, a show screen's children).
// The registry by default; a test may add declarations it does not register.
export type FindDeclaration = (name: string) => ResourceDeclaration | undefined;

const RegistryContext = createContext<FindDeclaration>(findResource);

export const RegistryProvider = ({ findDeclaration, children }: { findDeclaration: FindDeclaration; children: ReactNode }) => (
  <RegistryContext.Provider value={findDeclaration}>{children}</RegistryContext.Provider>
);

export const useFindDeclaration = (): FindDeclaration => useContext(RegistryContext);
