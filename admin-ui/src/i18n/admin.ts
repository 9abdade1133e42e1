import type { Widen } from './en';
/**
 * English texts of the administration screens, the dashboard cards and the modules page.
 * They sit under their own top-level `admin.` key so that merging them into the
 * i18nProvider's messages is a plain spread next to `en` (whose texts are under `portal.`).
 * The spec's own words (spec 1 §2, §5, §8) are kept verbatim.
 */
export const adminMessages = {
  admin: {
    common: {
      add: 'Add',
      edit: 'Edit',
      save: 'Save',
      cancel: 'Cancel',
      close: 'Close',
      delete: 'Delete',
      back: 'Back',
      actions: 'Actions',
      yes: 'Yes',
      no: 'No',
      none: '—',
      all: 'All',
      loading: 'Loading...',
      notAuthorized: 'You are not authorized to access this page.',
      saveFailed: 'Save failed',
      loadFailed: 'Could not load the data. Please reload the page.',
      levels: {
        STATE: 'State office (STATE)',
        ZP: 'Zilla Panchayat (ZP)',
        TP: 'Taluk Panchayat (TP)',
        GP: 'Gram Panchayat (GP)',
      },
    },
    dashboard: {
      cardsLabel: 'Modules',
      empty: 'No modules are available for your account.',
      open: 'Open %{name}',
    },
    modules: {
      title: '%{name} Modules',
      subtitle: 'Select a management module to continue',
      clicked: 'Clicked %{title}',
      empty: 'No modules are available here for your account.',
      unknownOption: 'This menu is not available for your account.',
      backToDashboard: 'Back to Dashboard',
    },
    users: {
      title: 'Role Management',
      subtitle: 'Find officers in your jurisdiction, assign roles and review their assigned roles.',
      actingAs: 'Acting as %{role}',
      shortcuts: {
        heading: 'Masters',
        roleadd: 'Add/Edit Role',
        roleaddHint: 'Create, edit, activate or delete roles',
        departmentadd: 'Add Department',
        departmentaddHint: 'Departments and their levels',
        agencyadd: 'Add Implementing Agency',
        agencyaddHint: 'Implementing agencies per department',
      },
      filters: {
        search: 'Search by name, mobile or designation',
        level: 'Officer Level',
        allLevels: 'All levels',
        district: 'District',
        allDistricts: 'All districts',
        block: 'Block',
        allBlocks: 'All blocks',
        clear: 'Clear filters',
      },
      columns: {
        index: '#',
        name: 'Name',
        mobile: 'Mobile',
        designation: 'Designation',
        level: 'Officer Level',
        district: 'District',
        block: 'Block',
        panchayat: 'Panchayat',
        actions: 'Actions',
      },
      adminChip: 'Admin',
      assignRole: 'Assign Role',
      viewRoles: 'View Roles',
      setAdmin: 'Set as Admin',
      setUser: 'Set as USER',
      empty: 'No user data available. Please try again or check filters.',
      reload: 'Reload Page',
      fetchFailed: 'Failed to fetch users',
      assignmentFailed: 'Assignment failed',
      permissionUpdated: 'Permission updated.',
      shownOfTotal: 'Showing %{shown} of %{total} officers on this page',
    },
    assign: {
      title: 'Assign Role',
      officer: '%{name} (%{mobile})',
      department: 'Department',
      selectDepartment: 'Select Department',
      level: 'Level',
      roles: 'Roles',
      noRoles: 'This department has no active roles.',
      chooseDepartmentFirst: 'Choose a department to see its roles.',
      district: 'District',
      selectDistrict: 'Select District',
      block: 'Block',
      selectBlock: 'Select Block',
      panchayat: 'Panchayat',
      selectPanchayat: 'Select Panchayat',
      submit: 'Assign',
      submitting: 'Assigning...',
      lockedHint: 'Locked to the jurisdiction of your current role.',
      errors: {
        departmentAndRole: 'Select department and at least one role',
        zp: 'Please select a District for Zilla Panchayat level',
        tp: 'Please select a District and Block for Taluk Panchayat level',
        gp: 'Please select a District, Block and Panchayat for Gram Panchayat level',
      },
      success: 'Roles assigned',
      failed: 'Failed to assign roles',
    },
    assigned: {
      title: 'Assigned Roles',
      officer: '%{name} (%{mobile})',
      empty: 'No roles are assigned to this officer.',
      columns: {
        district: 'District',
        block: 'Block',
        panchayat: 'Panchayat',
        role: 'Role',
        code: 'Role Code',
        department: 'Department',
        actions: 'Actions',
      },
      delete: 'Delete',
      deleted: 'Assigned role removed.',
      deleteFailed: 'Could not remove the assigned role',
    },
    roles: {
      title: 'Manage Roles',
      subtitle: 'Create, edit, activate or delete roles.',
      add: 'Add Role',
      createTitle: 'Add Role',
      editTitle: 'Edit Role',
      fields: {
        code: 'Role Code',
        name: 'Role Name',
        nameKn: 'Role Name (Kannada)',
        department: 'Department',
        agency: 'Implementing Agency',
        posts: 'No. of Posts',
        status: 'Status',
      },
      selectDepartment: 'Select Department',
      noAgency: 'None',
      active: 'Active',
      inactive: 'Inactive',
      makeActive: 'Make Active',
      makeInactive: 'Make Inactive',
      toggleHint: 'Click to make the role %{next}',
      deleteTitle: 'Delete role',
      deleteConfirm: 'Delete the role %{name} (%{code})? This cannot be undone.',
      search: 'Search roles',
      saved: 'Role saved.',
      deleted: 'Role deleted.',
      readOnly: 'Only a State administrator can change roles.',
    },
    departments: {
      title: 'Add Department',
      subtitle: 'Departments and the level their roles work at.',
      add: 'Add Department',
      createTitle: 'Add Department',
      editTitle: 'Edit Department',
      fields: {
        code: 'Department Code',
        name: 'Department Name',
        level: 'Level',
      },
      selectLevel: 'Select Level',
      saved: 'Department saved.',
      readOnly: 'Only a State administrator can change departments.',
    },
    agencies: {
      title: 'Add Implementing Agency',
      subtitle: 'Implementing agencies of each department.',
      add: 'Add Implementing Agency',
      createTitle: 'Add Implementing Agency',
      editTitle: 'Edit Implementing Agency',
      fields: {
        department: 'Department',
        name: 'Agency Name',
      },
      selectDepartment: 'Select Department',
      saved: 'Implementing agency saved.',
      readOnly: 'Only a State administrator can change implementing agencies.',
    },
    options: {
      title: 'Main Option Management',
      subtitle: 'The dashboard cards (main options) and the module cards under each of them (sub options).',
      mainHeading: 'Main Options',
      subHeading: 'Sub Options',
      addMain: 'Add Main Option',
      addSub: 'Add Sub Option',
      createMainTitle: 'Add Main Option',
      editMainTitle: 'Edit Main Option',
      createSubTitle: 'Add Sub Option',
      editSubTitle: 'Edit Sub Option',
      fields: {
        id: 'ID',
        optionName: 'Option Name',
        mainOption: 'Main Option',
        suboptionName: 'Sub Option Name',
        icon: 'Icon',
        router: 'Route',
        accessLevel: 'Access Level',
      },
      routerHint: 'A path such as /users/rolesmanage; leave empty for none.',
      selectMainOption: 'Select Main Option',
      saved: 'Option saved.',
    },
    audit: {
      title: 'Audit Trail',
      subtitle: 'Every change made through the administration screens, newest first.',
      fields: {
        at: 'Time',
        actor: 'Actor',
        action: 'Action',
        entity: 'Entity',
        entityId: 'Entity ID',
        requestId: 'Request ID',
        before: 'Before',
        after: 'After',
      },
      filters: {
        entity: 'Entity',
        action: 'Action',
        entityId: 'Entity ID',
      },
      nothing: '(none)',
    },
  },
} as const;

/** The shape another language's administration messages must have. */
export type AdminMessages = Widen<typeof adminMessages>;

type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type AdminMessageKey = DottedKeys<AdminMessages>;

/** The English text of a key, used as polyglot's default when the key is not loaded. */
export function adminDefault(key: AdminMessageKey): string {
  let node: unknown = adminMessages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}
