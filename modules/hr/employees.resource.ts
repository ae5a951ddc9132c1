import { defineResource } from '../../resources/declaration';
import { TEAM_ROLES } from '../../resources/vocabulary';

// An employee of the firm: the person, their Italian tax identity and where their cost is booked.
export const employees = defineResource({
  name: 'employees',
  module: 'hr',
  label: 'Employees',
  singular: 'Employee',
  titleField: 'fullName',
  fields: {
    number: { type: 'text', isReadOnly: true, isListed: true, isFilterable: true, label: 'Number' },
    firstName: { type: 'text', isRequired: true, maxLength: 80 },
    lastName: { type: 'text', isRequired: true, maxLength: 80, isSortable: true },
    fullName: { type: 'text', generatedFrom: ['firstName', 'lastName'], isListed: true, isFilterable: true, label: 'Name' },
    email: { type: 'email', isRequired: true, isUnique: true, isListed: true, isFilterable: true },
    taxCode: { type: 'text', isRequired: true, isUnique: true, maxLength: 16, pattern: '^[A-Z0-9]{16}$', label: 'Tax code', help: 'Codice fiscale, 16 characters' },
    phone: { type: 'text', maxLength: 30 },
    birthDate: { type: 'date' },
    hireDate: { type: 'date', isRequired: true, isListed: true, isFilterable: true },
    endDate: { type: 'date', label: 'Leaving date' },
    jobTitle: { type: 'text', maxLength: 80, isListed: true, isFilterable: true },
    costCentre: { type: 'enum', values: ['Delivery', 'Sales', 'Administration', 'Management'], isListed: true, isFilterable: true },
    hourlyCost: { type: 'decimal', isMoney: true, min: 0, label: 'Hourly cost' },
    iban: { type: 'text', isCompacted: true, maxLength: 34, label: 'IBAN' },
    address: { type: 'longText' },
    isActive: { type: 'boolean', default: true, isListed: true, isFilterable: true, label: 'Active' },
  },
  roles: TEAM_ROLES.hr,
  isIdentitySource: 'linked',
  api: {
    admin: '/admin/employees',
    own: { path: '/employees', ownerFields: ['id'] },
  },
  routes: [
    { path: '/admin/employees', roles: TEAM_ROLES.hr, screen: 'list', menu: { section: 'HR', label: 'Employees' } },
    { path: '/admin/employee_details/:id', roles: TEAM_ROLES.hr, screen: 'employeeDetails' },
  ],
  numbering: { field: 'number', prefix: 'EMP' },
  search: { type: 'EMPLOYEE', description: ['fullName', 'jobTitle'] },
  attachments: { types: ['application/pdf', 'image/*', '.docx'], maxBytes: 10 * 1024 * 1024 },
  // Deleting an employee who still has records is a 409 naming them (modules/hr/server/employee-delete.ts);
  // leaving the firm is a leaving date, not a deletion.
  children: [
    { resource: 'employeeContracts', foreignKey: 'employeeId', label: 'Contracts' },
    { resource: 'hrTimesheetRequests', foreignKey: 'employeeId', label: 'Leave and permission requests' },
    { resource: 'safetyCourseAssignments', foreignKey: 'employeeId', label: 'Safety courses' },
  ],
  defaultSort: { field: 'lastName', order: 'asc' },
});
