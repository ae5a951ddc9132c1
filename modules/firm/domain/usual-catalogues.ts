// The usual Italian contract types and absence causes a new firm starts with (the setup's fourth step adds the ones
// missing by code); HR edits, deactivates or adds to them afterwards on their own lists. The absence codes are the
// ones the leave balances know (modules/hr/domain/leave-balance.ts: FER, ROL, EXF).

export const USUAL_CONTRACT_TYPES: readonly { code: string; name: string; isFixedTerm: boolean }[] = [
  { code: 'COM-IND', name: 'CCNL Commercio: tempo indeterminato', isFixedTerm: false },
  { code: 'COM-DET', name: 'CCNL Commercio: tempo determinato', isFixedTerm: true },
  { code: 'COM-PT', name: 'CCNL Commercio: part-time', isFixedTerm: false },
  { code: 'COM-APP', name: 'CCNL Commercio: apprendistato professionalizzante', isFixedTerm: true },
  { code: 'MET-IND', name: 'CCNL Metalmeccanico: tempo indeterminato', isFixedTerm: false },
  { code: 'MET-DET', name: 'CCNL Metalmeccanico: tempo determinato', isFixedTerm: true },
  { code: 'MET-PT', name: 'CCNL Metalmeccanico: part-time', isFixedTerm: false },
  { code: 'MET-APP', name: 'CCNL Metalmeccanico: apprendistato professionalizzante', isFixedTerm: true },
  { code: 'STG', name: 'Tirocinio extracurricolare', isFixedTerm: true },
];

export type UsualAbsenceCause = { code: string; name: string; category: 'Leave' | 'Permission' | 'Sick leave' | 'Other'; isPaid: boolean; needsCertificate: boolean };

export const USUAL_ABSENCE_CAUSES: readonly UsualAbsenceCause[] = [
  { code: 'FER', name: 'Ferie', category: 'Leave', isPaid: true, needsCertificate: false },
  { code: 'ROL', name: 'Permesso ROL', category: 'Permission', isPaid: true, needsCertificate: false },
  { code: 'EXF', name: 'Permesso ex festività', category: 'Permission', isPaid: true, needsCertificate: false },
  { code: 'MAL', name: 'Malattia', category: 'Sick leave', isPaid: true, needsCertificate: true },
  { code: 'MAT', name: 'Congedo di maternità', category: 'Leave', isPaid: true, needsCertificate: true },
  { code: 'PAT', name: 'Congedo di paternità', category: 'Leave', isPaid: true, needsCertificate: true },
  { code: 'L104', name: 'Permesso legge 104', category: 'Permission', isPaid: true, needsCertificate: true },
  { code: 'LUT', name: 'Permesso per lutto', category: 'Permission', isPaid: true, needsCertificate: true },
  { code: 'DON', name: 'Donazione sangue', category: 'Other', isPaid: true, needsCertificate: true },
  { code: 'MATR', name: 'Congedo matrimoniale', category: 'Leave', isPaid: true, needsCertificate: true },
  { code: 'STU', name: 'Permesso studio', category: 'Permission', isPaid: true, needsCertificate: false },
  { code: 'NRE', name: 'Permesso non retribuito', category: 'Permission', isPaid: false, needsCertificate: false },
];
