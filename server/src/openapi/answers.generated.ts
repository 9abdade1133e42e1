// Written by `npm run openapi` (scripts/openapi-answers.mjs) from the controllers' return types. Do not edit.
import type { Schema } from './dto-schema.js';

/** operationId -> the JSON Schema of its success answer (refs point at ANSWER_DEFINITIONS under #/components/schemas). */
export const ANSWER_SCHEMAS: Record<string, Schema> = {
  "AuditTrail_actors": {
    "properties": {
      "rows": {
        "items": {
          "properties": {
            "id": {
              "type": "number"
            },
            "mobile_number": {
              "type": "string"
            },
            "name": {
              "type": "string"
            }
          },
          "required": [
            "id",
            "mobile_number",
            "name"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "AuditTrail_kinds": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/AuditKind"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "AuditTrail_list": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/AuditEntryView"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Auth_logout": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Auth_me": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      },
      {
        "$ref": "#/components/schemas/Principal"
      },
      {
        "properties": {
          "fto": {
            "$ref": "#/components/schemas/FtoContext"
          },
          "language": {
            "anyOf": [
              {
                "enum": [
                  "en",
                  "kn"
                ],
                "type": "string"
              },
              {
                "type": "null"
              }
            ]
          }
        },
        "required": [
          "fto",
          "language"
        ],
        "type": "object"
      }
    ]
  },
  "Auth_register": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Auth_requestOtp": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "token": {
        "type": "string"
      }
    },
    "required": [
      "code",
      "message",
      "success",
      "token"
    ],
    "type": "object"
  },
  "Auth_resetPassword": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Auth_savePreferences": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "language": {
        "$ref": "#/components/schemas/Language"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "language",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Auth_selectRole": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "role": {
        "$ref": "#/components/schemas/PrincipalRole"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "message",
      "role",
      "success"
    ],
    "type": "object"
  },
  "Auth_sendOtp": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Auth_signRequestLogin": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "properties": {
          "fto": {
            "$ref": "#/components/schemas/FtoContext"
          },
          "permissions": {
            "items": {
              "$ref": "#/components/schemas/Permission"
            },
            "type": "array"
          },
          "roles": {
            "items": {
              "$ref": "#/components/schemas/PrincipalRole"
            },
            "type": "array"
          },
          "user": {
            "$ref": "#/components/schemas/PublicUser"
          }
        },
        "required": [
          "fto",
          "permissions",
          "roles",
          "user"
        ],
        "type": "object"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Auth_signRequestOtp": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Auth_verifyOtpFp": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Auth_verifyOtpReg": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Evidence_csv": {
    "properties": {
      "errorHandler": {
        "type": "object"
      },
      "errorLogger": {
        "type": "object"
      },
      "handleError": {
        "type": "object"
      },
      "logError": {
        "type": "object"
      },
      "logger": {
        "$ref": "#/components/schemas/Logger"
      },
      "options": {
        "$ref": "#/components/schemas/StreamableFileOptions"
      },
      "stream": {}
    },
    "required": [
      "errorHandler",
      "errorLogger",
      "handleError",
      "logError",
      "logger",
      "options",
      "stream"
    ],
    "type": "object"
  },
  "Evidence_report": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "cycle_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "cycles": {
        "items": {
          "properties": {
            "id": {
              "type": "number"
            },
            "name": {
              "type": "string"
            }
          },
          "required": [
            "id",
            "name"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/EvidenceReportRow"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "totals": {
        "properties": {
          "counts": {
            "$ref": "#/components/schemas/FlagCounts"
          },
          "flagged_photos": {
            "type": "number"
          },
          "flagged_works": {
            "type": "number"
          },
          "photos": {
            "type": "number"
          },
          "works": {
            "type": "number"
          }
        },
        "required": [
          "counts",
          "flagged_photos",
          "flagged_works",
          "photos",
          "works"
        ],
        "type": "object"
      }
    },
    "required": [
      "code",
      "cycle_id",
      "cycles",
      "message",
      "rows",
      "success",
      "totals"
    ],
    "type": "object"
  },
  "Evidence_work": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "panchayat": {
        "anyOf": [
          {
            "properties": {
              "latitude": {
                "type": "number"
              },
              "longitude": {
                "type": "number"
              }
            },
            "required": [
              "latitude",
              "longitude"
            ],
            "type": "object"
          },
          {
            "type": "null"
          }
        ]
      },
      "params": {
        "type": "object"
      },
      "records": {
        "items": {
          "properties": {
            "evidence": {
              "$ref": "#/components/schemas/RecordEvidence"
            },
            "level": {
              "type": "number"
            },
            "submitted_at": {
              "format": "date-time",
              "type": "string"
            },
            "user_name": {
              "type": "string"
            },
            "verification_id": {
              "type": "number"
            }
          },
          "required": [
            "evidence",
            "level",
            "submitted_at",
            "user_name",
            "verification_id"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "reference": {
        "anyOf": [
          {
            "properties": {
              "latitude": {
                "type": "number"
              },
              "longitude": {
                "type": "number"
              },
              "source": {
                "enum": [
                  "level1-photo",
                  "mis"
                ],
                "type": "string"
              }
            },
            "required": [
              "latitude",
              "longitude",
              "source"
            ],
            "type": "object"
          },
          {
            "type": "null"
          }
        ]
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "work": {
        "properties": {
          "block_name": {
            "type": [
              "null",
              "string"
            ]
          },
          "block_name_kn": {
            "type": [
              "null",
              "string"
            ]
          },
          "panchayat_name": {
            "type": [
              "null",
              "string"
            ]
          },
          "panchayat_name_kn": {
            "type": [
              "null",
              "string"
            ]
          },
          "work_code": {
            "type": "string"
          },
          "work_name": {
            "type": [
              "null",
              "string"
            ]
          }
        },
        "required": [
          "block_name",
          "block_name_kn",
          "panchayat_name",
          "panchayat_name_kn",
          "work_code",
          "work_name"
        ],
        "type": "object"
      }
    },
    "required": [
      "code",
      "message",
      "panchayat",
      "records",
      "reference",
      "success",
      "work"
    ],
    "type": "object"
  },
  "Evidence_works": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/EvidenceWorkRow"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "message",
      "rows",
      "success"
    ],
    "type": "object"
  },
  "Fto_checklistItem": {
    "$ref": "#/components/schemas/ChecklistItem",
    "description": "An item of the work file checklist (Karnataka Annexure-II; spec 2 §3 Checklist item, field\nnames as the client reads them): CB 'Y' shows the choices, CB_C 3 adds Not Applicable, INP\n'Y' a text input labelled INP_tittle, Remark 'Y' a remark box, imgages 'Y' an image upload."
  },
  "Fto_checklistItems": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/ChecklistItem"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Fto_createChecklistItem": {
    "properties": {
      "CB": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "CB_C": {
        "type": "number"
      },
      "INP": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "INP_tittle": {
        "type": [
          "null",
          "string"
        ]
      },
      "Remark": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "checklist_title_en": {
        "type": "string"
      },
      "checklist_title_kn": {
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "id": {
        "type": "number"
      },
      "imgages": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "is_active": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "sort_order": {
        "type": "number"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "CB",
      "CB_C",
      "INP",
      "INP_tittle",
      "Remark",
      "checklist_title_en",
      "checklist_title_kn",
      "code",
      "id",
      "imgages",
      "is_active",
      "message",
      "sort_order",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Fto_file": {
    "properties": {
      "errorHandler": {
        "type": "object"
      },
      "errorLogger": {
        "type": "object"
      },
      "handleError": {
        "type": "object"
      },
      "logError": {
        "type": "object"
      },
      "logger": {
        "$ref": "#/components/schemas/Logger"
      },
      "options": {
        "$ref": "#/components/schemas/StreamableFileOptions"
      },
      "stream": {}
    },
    "required": [
      "errorHandler",
      "errorLogger",
      "handleError",
      "logError",
      "logger",
      "options",
      "stream"
    ],
    "type": "object"
  },
  "Fto_getCheckList3": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/ChecklistItem"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Fto_getFTO2": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "type": "string"
      },
      "errorCodes": {
        "items": {
          "enum": [
            "ACCESS_LEVEL_INVALID",
            "ACCOUNT_LOCKED",
            "ACCOUNT_LOCKED_ONE_MINUTE",
            "ACCOUNT_STATEMENTS",
            "AGENCY_ADDED",
            "AGENCY_EXISTS",
            "AGENCY_FIELD_NOT_IN_DEPARTMENT",
            "AGENCY_NAME_KN_TOO_LONG",
            "AGENCY_NAME_REQUIRED",
            "AGENCY_NOT_FOUND",
            "AGENCY_NOT_IN_DEPARTMENT",
            "AGENCY_REQUIRED",
            "AGENCY_TOO_LONG",
            "AGENCY_UPDATED",
            "ALREADY_ADMIN",
            "ALREADY_UPLOADED",
            "ALREADY_USER",
            "AMOUNT_LIKE",
            "ASSIGNMENT_NOT_FOUND",
            "ASSIGNMENT_REMOVED",
            "ASSIGN_ALREADY_HELD",
            "ASSIGN_DEPARTMENT_NOT_ALLOWED",
            "ASSIGN_FIELD_LEVEL_MISMATCH",
            "ASSIGN_FIELD_ROLE_INACTIVE",
            "ASSIGN_FIELD_ROLE_NOT_IN_DEPARTMENT",
            "ASSIGN_FIELD_ROLE_UNKNOWN",
            "ASSIGN_GP_LOCATION",
            "ASSIGN_LEVEL_MISMATCH",
            "ASSIGN_OUTSIDE_JURISDICTION",
            "ASSIGN_POSTS_FILLED",
            "ASSIGN_ROLE_INACTIVE",
            "ASSIGN_ROLE_NOT_IN_DEPARTMENT",
            "ASSIGN_ROLE_UNKNOWN",
            "ASSIGN_SELECT_DEPARTMENT_ROLE",
            "ASSIGN_TP_LOCATION",
            "ASSIGN_ZP_LOCATION",
            "BAD_ADDRESS",
            "BAD_CREDENTIALS",
            "BAD_REQUEST",
            "BLOCK_FIELD_NOT_CONTAINING",
            "BLOCK_FIELD_NOT_IN_DISTRICT",
            "BLOCK_FIELD_UNKNOWN",
            "BLOCK_NOT_IN_DISTRICT",
            "BLOCK_NOT_OF_DISTRICT",
            "CANNOT_CHANGE",
            "CHECKLIST_CB_C",
            "CHECKLIST_CB_YN",
            "CHECKLIST_IMAGES_YN",
            "CHECKLIST_INPUT_LABEL_LONG",
            "CHECKLIST_INPUT_LABEL_REQUIRED",
            "CHECKLIST_INP_YN",
            "CHECKLIST_ITEM_ADDED",
            "CHECKLIST_ITEM_NOT_FOUND",
            "CHECKLIST_ITEM_UPDATED",
            "CHECKLIST_REMARK_YN",
            "CHECKLIST_TITLE_EN_LONG",
            "CHECKLIST_TITLE_EN_REQUIRED",
            "CHECKLIST_TITLE_KN_LONG",
            "CHECKLIST_TITLE_KN_REQUIRED",
            "CONFLICT",
            "CROSS_SITE",
            "CURRENT_ROLE_FIELD_INVALID",
            "CURRENT_ROLE_INVALID",
            "CURRENT_ROLE_REQUIRED",
            "CURRENT_ROLE_SELECT",
            "DATABASE_DOWN",
            "DATABASE_RULE",
            "DATE_ENTER_VALID",
            "DATE_INVALID",
            "DATE_IN_FUTURE",
            "DATE_YMD_INVALID",
            "DB_UNAVAILABLE",
            "DEPARTMENT_ADDED",
            "DEPARTMENT_CODE_EXISTS",
            "DEPARTMENT_CODE_FIXED",
            "DEPARTMENT_CODE_FORMAT",
            "DEPARTMENT_CODE_REQUIRED",
            "DEPARTMENT_FIELD_UNKNOWN",
            "DEPARTMENT_ID_INVALID",
            "DEPARTMENT_LEVEL_FIXED",
            "DEPARTMENT_NAME_KN_TOO_LONG",
            "DEPARTMENT_NAME_REQUIRED",
            "DEPARTMENT_NOT_FOUND",
            "DEPARTMENT_UNKNOWN",
            "DEPARTMENT_UPDATED",
            "DESIGNATION_REQUIRED",
            "DESIGNATION_TOO_LONG",
            "DISTRICT_BLOCK_PANCHAYAT_REQUIRED",
            "DISTRICT_BLOCK_REQUIRED",
            "DISTRICT_CODE_FOR_BLOCK",
            "DISTRICT_FIELD_UNKNOWN",
            "DISTRICT_REQUIRED",
            "DISTRICT_UNKNOWN",
            "EMAIL_ALREADY_REGISTERED",
            "EMAIL_INVALID",
            "EMAIL_NOT_CONFIGURED",
            "EMAIL_OTP_EXHAUSTED",
            "EMAIL_OTP_EXPIRED",
            "EMAIL_OTP_FORMAT",
            "EMAIL_OTP_INVALID",
            "EVIDENCE_CSV_BLOCK",
            "EVIDENCE_CSV_DISTRICT",
            "EVIDENCE_CSV_FLAGGED_PHOTOS",
            "EVIDENCE_CSV_LEVEL",
            "EVIDENCE_CSV_MAX_DISTANCE",
            "EVIDENCE_CSV_OFFICER",
            "EVIDENCE_CSV_PANCHAYAT",
            "EVIDENCE_CSV_PHOTOS",
            "EVIDENCE_CSV_SUBMITTED_AT",
            "EVIDENCE_CSV_WORK_CODE",
            "EVIDENCE_CSV_WORK_NAME",
            "EVIDENCE_CYCLE_INVALID",
            "EVIDENCE_CYCLE_NOT_FOUND",
            "EVIDENCE_DEVICE_POSITIONS_INVALID",
            "EVIDENCE_DEVICE_TIME_IMPOSSIBLE",
            "EVIDENCE_FLAG_FAR_FROM_WORK",
            "EVIDENCE_FLAG_FUTURE",
            "EVIDENCE_FLAG_INVALID",
            "EVIDENCE_FLAG_NO_LOCATION",
            "EVIDENCE_FLAG_OLD_PHOTO",
            "EVIDENCE_FLAG_REUSED_PHOTO",
            "EVIDENCE_FLAG_TIME_MISMATCH",
            "EVIDENCE_LEVEL_INVALID",
            "EVIDENCE_NOTE_FAR_GP_KM",
            "EVIDENCE_NOTE_FAR_KM",
            "EVIDENCE_NOTE_FAR_M",
            "EVIDENCE_NOTE_FUTURE",
            "EVIDENCE_NOTE_NO_LOCATION",
            "EVIDENCE_NOTE_NO_TIME",
            "EVIDENCE_NOTE_OLD_BEFORE_CYCLE",
            "EVIDENCE_NOTE_OLD_STALE",
            "EVIDENCE_NOTE_REUSED",
            "EVIDENCE_NOTE_TIME_IGNORED",
            "EVIDENCE_NOTE_TIME_MISMATCH",
            "EVIDENCE_NO_CYCLE",
            "EVIDENCE_PHOTO_TOO_LARGE",
            "EVIDENCE_PHOTO_UNREADABLE",
            "EVIDENCE_REPORT",
            "EVIDENCE_REPORT_NOT_ALLOWED",
            "EVIDENCE_SUMMARY_CLEAN",
            "EVIDENCE_SUMMARY_FAR_KM",
            "EVIDENCE_SUMMARY_FAR_M",
            "EVIDENCE_SUMMARY_FUTURE",
            "EVIDENCE_SUMMARY_NO_LOCATION",
            "EVIDENCE_SUMMARY_OLD",
            "EVIDENCE_SUMMARY_REUSED",
            "EVIDENCE_SUMMARY_TIME_MISMATCH",
            "EVIDENCE_WORK",
            "EVIDENCE_WORK_NOT_FOUND",
            "EXCEEDS_ISSUE_AMOUNT",
            "EXPORTS_IN_FLIGHT",
            "EXPORTS_TOO_MANY",
            "FIELD_NAME_CHARACTER_NOT_ALLOWED",
            "FILE_NOT_ALLOWED",
            "FILE_NOT_FOUND",
            "FILE_STORAGE_DOWN",
            "FILE_STORAGE_UNAVAILABLE",
            "FILING_AMOUNT_MISMATCH",
            "FILING_AMOUNT_ZERO",
            "FILING_CASE_STATUS",
            "FILING_DATE_FORMAT",
            "FILING_DATE_FUTURE",
            "FILING_DD_EXPIRY_BEFORE",
            "FILING_DECISION",
            "FILING_FIELDS_MISSING",
            "FILING_INSUFFICIENT",
            "FILING_LOCKED",
            "FILING_MAP_EXCESS",
            "FILING_MISMATCH",
            "FILING_MODE",
            "FILING_NO_EXCESS",
            "FILING_REMARK",
            "FILING_TEXT_200",
            "FILING_TEXT_REQUIRED",
            "FILING_TEXT_TOO_LONG",
            "FILL_REQUIRED",
            "FORBIDDEN",
            "FTO_ALL_QUESTIONS",
            "FTO_ALREADY_VERIFIED_AT",
            "FTO_BELOW_CHANGED",
            "FTO_BILLS_MISSING",
            "FTO_BILL_COUNT_MISMATCH",
            "FTO_CHECKLIST_ITEM_UNUSED",
            "FTO_ENTRY_TOO_LONG",
            "FTO_FIELD_TOO_LONG",
            "FTO_IMAGES_ONLY",
            "FTO_IMAGE_REQUIRED",
            "FTO_LOWEST_YEAR_ONLY",
            "FTO_MATCHES",
            "FTO_MATERIAL_NOT_LIST",
            "FTO_MATERIAL_ROW_UNKNOWN",
            "FTO_MATERIAL_VALIDITY",
            "FTO_NOT_GENERATED",
            "FTO_ONE_FILE_PER_FIELD",
            "FTO_REASON_REQUIRED",
            "FTO_REASON_TOO_LONG",
            "FTO_RECOMMEND",
            "FTO_REMARK_REQUIRED",
            "FTO_REMARK_TOO_LONG",
            "FTO_RESET_WAIT",
            "FTO_REVIEWED_RECORD_INVALID",
            "FTO_REVIEWED_RECORD_REQUIRED",
            "FTO_SELECT_OPTION",
            "FTO_SITE_PHOTO",
            "FTO_SUBMITTED",
            "FTO_TOO_MANY_SUBMISSIONS",
            "FTO_UNEXPECTED_FILE_FIELD",
            "FTO_VERIFIED_ABOVE",
            "GP_LOCATIONS_CODE",
            "GP_LOCATIONS_COLUMNS",
            "GP_LOCATIONS_DUPLICATE",
            "GP_LOCATIONS_EMPTY",
            "GP_LOCATIONS_FIX_LINES",
            "GP_LOCATIONS_HEADER",
            "GP_LOCATIONS_IMPORTED",
            "GP_LOCATIONS_LINE_TOO_LONG",
            "GP_LOCATIONS_NOT_ALLOWED",
            "GP_LOCATIONS_NOT_CSV",
            "GP_LOCATIONS_NO_FILE",
            "GP_LOCATIONS_NUMBER",
            "GP_LOCATIONS_OUTSIDE_DISTRICT",
            "GP_LOCATIONS_OUTSIDE_KARNATAKA",
            "GP_LOCATIONS_RANGE",
            "GP_LOCATIONS_SUMMARY",
            "GP_LOCATIONS_TOO_LARGE",
            "GP_LOCATIONS_TOO_MANY_ROWS",
            "GP_LOCATIONS_UNKNOWN",
            "HEADERS_TOO_LARGE",
            "ICON_INVALID",
            "IDEMPOTENCY_KEY_INVALID",
            "ID_INVALID",
            "ID_LIST_TOO_LONG",
            "IMPORT_AMOUNT",
            "IMPORT_AMOUNT_DATE",
            "IMPORT_AMOUNT_HIDDEN",
            "IMPORT_AMOUNT_SCALED",
            "IMPORT_BAD_CHARACTER",
            "IMPORT_BLOCK_CODE",
            "IMPORT_CELL_ERROR",
            "IMPORT_CELL_ERROR_AT",
            "IMPORT_CELL_UNSAVED",
            "IMPORT_CELL_UNSAVED_SHARED",
            "IMPORT_DATE",
            "IMPORT_DATE_FUTURE",
            "IMPORT_DATE_NUMBER",
            "IMPORT_DISTRICT_CODE",
            "IMPORT_FILE_EMPTY",
            "IMPORT_FILE_TOO_LARGE",
            "IMPORT_FILE_TYPE_REFUSED",
            "IMPORT_FILE_TYPE_UNKNOWN",
            "IMPORT_HEADER",
            "IMPORT_HEADER_MISSING",
            "IMPORT_HEADER_TWICE",
            "IMPORT_HEADER_UNKNOWN",
            "IMPORT_ISSUE_NUMBER",
            "IMPORT_ISSUE_RECOVERY_FILED",
            "IMPORT_ISSUE_REPEATED",
            "IMPORT_ISSUE_ROWS_DIFFER",
            "IMPORT_ISSUE_TYPE",
            "IMPORT_JOBCARD",
            "IMPORT_JOBCARD_REPEATED",
            "IMPORT_MEMBER_WITHOUT_JOBCARD",
            "IMPORT_NOT_CSV",
            "IMPORT_NO_HEADER",
            "IMPORT_NO_HEADER_IN_SEARCH",
            "IMPORT_NO_HEADER_NO_SHEET",
            "IMPORT_NO_HEADER_NO_SHEET_SKIPPED",
            "IMPORT_NO_HEADER_SKIPPED",
            "IMPORT_NO_ROWS",
            "IMPORT_PANCHAYAT_CODE",
            "IMPORT_PANCHAYAT_ELSEWHERE",
            "IMPORT_PANCHAYAT_UNKNOWN",
            "IMPORT_PROBLEMS",
            "IMPORT_REFUSED",
            "IMPORT_REQUIRED",
            "IMPORT_TOO_LONG",
            "IMPORT_XLSX_UNREADABLE",
            "IMPORT_YEAR",
            "IMPORT_YEAR_DATE_CELL",
            "INVALID_JSON",
            "INVALID_REQUEST",
            "INVALID_VALUE",
            "ISSUES_FOUND",
            "ISSUES_IMPORTED",
            "ISSUES_IMPORTED_FROM_SHEET",
            "ISSUE_ALREADY_CLAIMED",
            "ISSUE_COVERED_BY_EXCESS",
            "ISSUE_DEPARTMENT_EXCLUDED",
            "ISSUE_DETAILS_UPDATED",
            "ISSUE_MAPPED_TO_ITSELF",
            "ISSUE_MAPPED_TWICE",
            "ISSUE_NOT_FOUND",
            "ISSUE_NOT_OF_BLOCK",
            "ISSUE_NO_RECOVERY",
            "ISSUE_NUMBERS_LIST",
            "ISSUE_NUMBERS_TOO_MANY",
            "ISSUE_NUMBER_INVALID",
            "ISSUE_ROLE_NOT_OF_DEPARTMENT",
            "ISSUE_TYPE_INVALID",
            "ISSUE_WORK_NOT_OF_PANCHAYAT",
            "ISSUE_WORK_TWICE",
            "IS_ACTIVE_BOOL",
            "IS_ACTIVE_BOOLEAN",
            "JOB_NOT_FOUND",
            "JOB_UNKNOWN",
            "JSON_FIELD_INVALID",
            "JSON_FIELD_NOT_VALID",
            "JSON_ONLY",
            "JSON_TOO_DEEP",
            "KGID_PAN_ALREADY_REGISTERED",
            "KGID_PAN_REQUIRED",
            "LABELED_AMOUNT_LIKE",
            "LABELED_NO_SUCH_DATE",
            "LANGUAGE_INVALID",
            "LAST_STATE_ADMIN",
            "LEVEL1_ONLY",
            "LEVEL2_PLUS_ONLY",
            "LEVELS_INVALID",
            "LEVEL_LOCKED",
            "LEVEL_NO_ACCESS",
            "LEVEL_OPEN",
            "LIST_FIELD_INVALID_JSON",
            "LIST_FILTER_FIELD_INVALID",
            "LIST_FILTER_INVALID",
            "LIST_FILTER_UNKNOWN",
            "LIST_FILTER_UNKNOWN_FIELD",
            "LIST_FOUND",
            "LIST_PARAM_NOT_JSON",
            "LIST_PARAM_ONCE",
            "LIST_RANGE_FIELD_INVALID",
            "LIST_RANGE_FIELD_TOO_LARGE",
            "LIST_RANGE_INVALID",
            "LIST_RANGE_TOO_LARGE",
            "LIST_SORT_FIELD_INVALID",
            "LIST_SORT_INVALID",
            "LIST_SORT_ORDER_FIELD_INVALID",
            "LIST_SORT_ORDER_INVALID",
            "LIST_SORT_UNKNOWN",
            "LIST_SORT_UNKNOWN_FIELD",
            "LOCATION_CODE_ANY_INVALID",
            "LOCATION_CODE_FORMAT",
            "LOCATION_CODE_REQUIRED",
            "LOCATION_FIELD_UNKNOWN",
            "LOCATION_UNKNOWN",
            "LOGGED_OUT",
            "LOGIN_SUCCESS",
            "LONG_ADDRESS",
            "MAIN_OPTION_ADDED",
            "MAIN_OPTION_FIELD_UNKNOWN",
            "MAIN_OPTION_ID_INVALID",
            "MAIN_OPTION_NOT_FOUND",
            "MAIN_OPTION_UNKNOWN",
            "MAIN_OPTION_UPDATED",
            "MALFORMED_REQUEST",
            "MAPPED_ISSUES_LIST",
            "MAPPED_ISSUES_TOO_MANY",
            "MAPPINGS_SAVED",
            "MAPPING_DATA_INVALID",
            "MAPPING_DEPARTMENT_NOT_MAPPABLE",
            "MAPPING_DEPARTMENT_TWICE",
            "MAPPING_DEPARTMENT_UNKNOWN",
            "MAPPING_LEVELS_DATA_INVALID",
            "MAPPING_LEVEL_NOT_LIST",
            "MAPPING_LEVEL_TOO_MANY",
            "MAPPING_LEVEL_UNKNOWN",
            "MAPPING_ROLE_IN_TWO_LEVELS",
            "MAPPING_ROLE_NOT_OF_DEPARTMENT",
            "MAPPING_ROLE_TWICE_IN_LEVEL",
            "MATERIAL_RELOADING",
            "METHOD_NOT_ALLOWED",
            "MIS_CHANGES_CODE_INVALID",
            "MIS_CHANGES_CSV_AT",
            "MIS_CHANGES_CSV_BLOCK",
            "MIS_CHANGES_CSV_DIFFERENCE",
            "MIS_CHANGES_CSV_FIELD",
            "MIS_CHANGES_CSV_FTO_NO",
            "MIS_CHANGES_CSV_KIND",
            "MIS_CHANGES_CSV_NEW",
            "MIS_CHANGES_CSV_OLD",
            "MIS_CHANGES_CSV_PANCHAYAT",
            "MIS_CHANGES_CSV_ROW",
            "MIS_CHANGES_CSV_RUN",
            "MIS_CHANGES_CSV_WORK_CODE",
            "MIS_CHANGES_CSV_WORK_NAME",
            "MIS_CHANGES_FOUND",
            "MIS_CHANGES_KIND_INVALID",
            "MIS_CHANGES_RANGE_INVALID",
            "MIS_CHANGE_AMOUNTS_CHANGED",
            "MIS_CHANGE_BILLS_ADDED",
            "MIS_CHANGE_BILLS_CHANGED",
            "MIS_CHANGE_BILLS_PAID",
            "MIS_CHANGE_FTOS_ADDED",
            "MIS_CHANGE_FTOS_CHANGED",
            "MIS_CHANGE_GONE_WORKS",
            "MIS_CHANGE_NEW_WORKS",
            "MIS_CHANGE_WORKS_CHANGED",
            "MIS_FIELD_ACCOUNT_HOLDER",
            "MIS_FIELD_ACTUAL_COMPLETION_ON",
            "MIS_FIELD_AGENCY_NAME",
            "MIS_FIELD_AS_DATE",
            "MIS_FIELD_BANK_CODE",
            "MIS_FIELD_BENEFICIARY_JCN",
            "MIS_FIELD_BILL_DATE",
            "MIS_FIELD_BILL_KEY",
            "MIS_FIELD_BILL_NO",
            "MIS_FIELD_BLOCK_CODE",
            "MIS_FIELD_BLOCK_NAME",
            "MIS_FIELD_BOOKED_CURRENT_FY_MATERIAL",
            "MIS_FIELD_BOOKED_CURRENT_FY_WAGES",
            "MIS_FIELD_BOOKED_INCEPTION_MATERIAL",
            "MIS_FIELD_BOOKED_INCEPTION_WAGES",
            "MIS_FIELD_COOP_PROCESSED_DATE",
            "MIS_FIELD_CREDIT_AMOUNT_ACTUAL",
            "MIS_FIELD_CREDIT_AMOUNT_DUE",
            "MIS_FIELD_DETAIL_URL",
            "MIS_FIELD_DISTRICT_CODE",
            "MIS_FIELD_DISTRICT_NAME",
            "MIS_FIELD_DUE",
            "MIS_FIELD_ESTIMATED_COMPLETION_ON",
            "MIS_FIELD_FIN_YEAR",
            "MIS_FIELD_FTO_NO",
            "MIS_FIELD_IFSC",
            "MIS_FIELD_IMPLEMENTING_AGENCY",
            "MIS_FIELD_IS_CONVERGENCE",
            "MIS_FIELD_IS_SECURE",
            "MIS_FIELD_ITEM_KEY",
            "MIS_FIELD_MANDAYS_CURRENT_FY",
            "MIS_FIELD_MASTER_WORK_CATEGORY",
            "MIS_FIELD_MATERIAL_DETAIL",
            "MIS_FIELD_PAID",
            "MIS_FIELD_PAID_CURRENT_FY_MATERIAL",
            "MIS_FIELD_PAID_CURRENT_FY_WAGES",
            "MIS_FIELD_PAID_INCEPTION_MATERIAL",
            "MIS_FIELD_PAID_INCEPTION_TOTAL",
            "MIS_FIELD_PAID_INCEPTION_WAGES",
            "MIS_FIELD_PANCHAYAT_CODE",
            "MIS_FIELD_PANCHAYAT_NAME",
            "MIS_FIELD_PHYSICALLY_COMPLETED_ON",
            "MIS_FIELD_PRIORITY_NO",
            "MIS_FIELD_PROCESSED_DATE",
            "MIS_FIELD_QUANTITY",
            "MIS_FIELD_REFERENCE_NO",
            "MIS_FIELD_REJECTION_REASON",
            "MIS_FIELD_ROW_KEY",
            "MIS_FIELD_SANCTIONED_MATERIAL",
            "MIS_FIELD_SANCTIONED_UNSKILLED",
            "MIS_FIELD_SANCTION_MATERIAL",
            "MIS_FIELD_SANCTION_TOTAL",
            "MIS_FIELD_SANCTION_WAGES",
            "MIS_FIELD_SERIAL",
            "MIS_FIELD_SR_NO",
            "MIS_FIELD_STARTED_ON",
            "MIS_FIELD_STATUS",
            "MIS_FIELD_TOTAL_MANDAYS",
            "MIS_FIELD_TOTAL_PRICE",
            "MIS_FIELD_TRANSACTION_DATE",
            "MIS_FIELD_TS_DATE",
            "MIS_FIELD_UNITS",
            "MIS_FIELD_UTR_NO",
            "MIS_FIELD_VENDOR_ID",
            "MIS_FIELD_VENDOR_NAME",
            "MIS_FIELD_VENDOR_TIN",
            "MIS_FIELD_VOUCHER_NO",
            "MIS_FIELD_WORK_CATEGORY",
            "MIS_FIELD_WORK_CODE",
            "MIS_FIELD_WORK_NAME",
            "MIS_FIELD_WORK_START_FIN_YEAR",
            "MIS_FIELD_WORK_STATUS",
            "MIS_FIELD_WORK_TYPE",
            "MIS_FIELD_WORK_TYPE_NEW_MODULE",
            "MIS_LOAD_JOINED",
            "MIS_LOAD_STARTED",
            "MIS_STATUS_APPROVED",
            "MIS_STATUS_CANCELLED",
            "MIS_STATUS_CLOSED",
            "MIS_STATUS_COMPLETED",
            "MIS_STATUS_FTO_NOT_GENERATED",
            "MIS_STATUS_NOT_STARTED",
            "MIS_STATUS_ONGOING",
            "MIS_STATUS_PENDING",
            "MIS_STATUS_PHYSICALLY_COMPLETED",
            "MIS_STATUS_PROCESSED",
            "MIS_STATUS_REJECTED",
            "MIS_STATUS_SUSPENDED",
            "MIS_WORD_ADDED",
            "MIS_WORD_BACK",
            "MIS_WORD_BILL_BACK",
            "MIS_WORD_CHANGED",
            "MIS_WORD_GONE",
            "MIS_WORD_NEW_BILL",
            "MIS_WORD_NO",
            "MIS_WORD_SUBJECT_BILL",
            "MIS_WORD_SUBJECT_BILL_UNKNOWN",
            "MIS_WORD_SUBJECT_BILL_VOUCHER",
            "MIS_WORD_SUBJECT_FTO",
            "MIS_WORD_SUBJECT_FTO_ROW",
            "MIS_WORD_SUBJECT_FTO_TRANSACTION",
            "MIS_WORD_SUBJECT_MATERIAL",
            "MIS_WORD_SUBJECT_MATERIAL_BILL",
            "MIS_WORD_SUBJECT_MATERIAL_OF_BILL",
            "MIS_WORD_SUBJECT_MATERIAL_UNKNOWN",
            "MIS_WORD_SUBJECT_REGISTER",
            "MIS_WORD_SUBJECT_ROW",
            "MIS_WORD_SUBJECT_WORK",
            "MIS_WORD_YES",
            "MOBILE_ALREADY_REGISTERED",
            "MOBILE_INVALID",
            "MOBILE_INVALID_SENTENCE",
            "MOBILE_NOT_REGISTERED",
            "MOBILE_OTP_EXHAUSTED",
            "MOBILE_OTP_EXPIRED",
            "MOBILE_OTP_FORMAT",
            "MOBILE_OTP_INVALID",
            "MOBILE_TEN_DIGITS",
            "MOBILE_VERIFIED",
            "MULTIPART_ONLY",
            "NAME_LETTERS_ONLY",
            "NEED_WORK_AND_PERSON",
            "NOT_ADMIN",
            "NOT_ALLOWED_TO_ENTER",
            "NOT_ALLOWED_TO_VERIFY",
            "NOT_AUTHORIZED_TO_VIEW",
            "NOT_FOUND",
            "NOT_READY",
            "NOT_STATE_ADMIN",
            "NOW_ADMIN",
            "NOW_USER",
            "NO_DATA",
            "NO_ENDPOINT",
            "NO_FILE",
            "NO_FTO_DATA",
            "NO_ISSUES",
            "NO_MATERIAL_BILLS",
            "NO_REPORT_ROWS",
            "NO_ROLE",
            "NO_ROWS",
            "NO_SCHEDULE",
            "NO_SUCH_DATE",
            "NO_UPLOADED_ISSUES",
            "NO_WORKS",
            "NUL_CHARACTER",
            "OFFICER_LEVEL_REQUIRED",
            "OK",
            "OPTION_NAME_KN_INVALID",
            "OPTION_NAME_KN_TOO_LONG",
            "OPTION_NAME_REQUIRED",
            "OPTION_NAME_TOO_LONG",
            "OTP_ADDRESS_LIMIT",
            "OTP_EXHAUSTED",
            "OTP_EXPIRED",
            "OTP_FORMAT",
            "OTP_INVALID",
            "OTP_RESEND_WAIT",
            "OTP_SENT",
            "OTP_SENT_TO",
            "OTP_SMS_FAILED",
            "OTP_SMS_LOGIN",
            "OTP_SMS_PASSWORD_RESET",
            "OTP_SMS_REGISTRATION",
            "OTP_TARGET_LIMIT",
            "OTP_VERIFIED",
            "OTP_VERIFY_FIRST",
            "OUTSIDE_JURISDICTION",
            "OWN_ADMIN_REMOVAL",
            "PAGE_INVALID",
            "PAGE_TOO_LARGE",
            "PANCHAYATS_FOUND",
            "PANCHAYAT_ELSEWHERE",
            "PANCHAYAT_FIELD_UNKNOWN",
            "PANCHAYAT_NOT_FOUND",
            "PANCHAYAT_NOT_IN_BLOCK",
            "PANCHAYAT_OUTSIDE_JURISDICTION",
            "PASSWORDS_DIFFER",
            "PASSWORD_LETTERS_NUMBERS",
            "PASSWORD_MATCHES_DETAILS",
            "PASSWORD_MAX",
            "PASSWORD_MAX_20",
            "PASSWORD_MIN_8",
            "PASSWORD_REQUIRED",
            "PASSWORD_UPDATED",
            "PAYLOAD_TOO_LARGE",
            "PERMISSION_INVALID",
            "PERSONS_LIST",
            "PERSONS_TOO_MANY",
            "PER_PAGE_INVALID",
            "POSTS_MAX",
            "POSTS_WHOLE_NUMBER",
            "PREFERENCES_SAVED",
            "QUEUE_UNAVAILABLE",
            "Q_TEXT",
            "Q_TOO_LONG",
            "RECOMMENDED_BOOLEAN",
            "RECONCILIATION_CHANGED_INVALID",
            "RECONCILIATION_CSV_BILLS_ADDED",
            "RECONCILIATION_CSV_BILLS_CHANGED",
            "RECONCILIATION_CSV_BILLS_PAID",
            "RECONCILIATION_CSV_CHANGED",
            "RECONCILIATION_CSV_EXPENDITURE",
            "RECONCILIATION_CSV_EXPENDITURE_DELTA",
            "RECONCILIATION_CSV_FTOS_ADDED",
            "RECONCILIATION_CSV_GONE",
            "RECONCILIATION_CSV_LEVEL",
            "RECONCILIATION_CSV_NO",
            "RECONCILIATION_CSV_RECOMMENDED",
            "RECONCILIATION_CSV_YES",
            "RECONCILIATION_NOT_ALLOWED",
            "RECONCILIATION_REPORT",
            "RECORD_CONTENDED",
            "RECORD_EXISTS",
            "RECORD_REFERENCE_INVALID",
            "RECOVERY_FILED",
            "REDIS_DOWN",
            "REGISTERED",
            "REGISTRATION_ADDRESS_LIMIT",
            "REPORT_LEVEL_INVALID",
            "REPORT_ROWS_FOUND",
            "REPORT_YEAR_FORMAT",
            "REPORT_YEAR_INVALID",
            "REQUEST_FAILED",
            "REQUEST_TIMEOUT",
            "REQUIRED",
            "RESET_OTP_INVALID",
            "RESET_OTP_SENT",
            "RESET_PASSWORD_RULE",
            "ROLES_ASSIGNED",
            "ROLE_ASSIGNED",
            "ROLE_ASSIGNED_NO_DELETE",
            "ROLE_CODE_EXISTS",
            "ROLE_CODE_FORMAT",
            "ROLE_CODE_REQUIRED",
            "ROLE_CREATED",
            "ROLE_DELETED",
            "ROLE_DEPARTMENT_FIXED",
            "ROLE_HISTORY_NO_DELETE",
            "ROLE_NAME_KN_TOO_LONG",
            "ROLE_NAME_REQUIRED",
            "ROLE_NAME_TOO_LONG",
            "ROLE_NOT_ASSIGNED",
            "ROLE_NOT_FOUND",
            "ROLE_NOW_ACTIVE",
            "ROLE_NOW_INACTIVE",
            "ROLE_POSTS_BELOW_FILLED",
            "ROLE_SELECTED",
            "ROLE_UPDATED",
            "ROUTER_INVALID_AUDIT",
            "ROUTER_INVALID_USERS",
            "ROWS_FOUND",
            "SCHEDULES_LOADED",
            "SCHEDULE_CREATED",
            "SCHEDULE_CYCLE_NAME_LONG",
            "SCHEDULE_DATE_INVALID",
            "SCHEDULE_ENDED",
            "SCHEDULE_GENERAL_REQUIRED",
            "SCHEDULE_ID_INVALID",
            "SCHEDULE_ID_REQUIRED",
            "SCHEDULE_LEVEL_COUNT",
            "SCHEDULE_LEVEL_DATES_INVALID",
            "SCHEDULE_LEVEL_FIELDS_REQUIRED",
            "SCHEDULE_LEVEL_NO_SUCH_DATE",
            "SCHEDULE_LEVEL_OUTSIDE",
            "SCHEDULE_LEVEL_PERCENTAGE",
            "SCHEDULE_LEVEL_START_AFTER_END",
            "SCHEDULE_LOCK1_ORDER",
            "SCHEDULE_LOCK2_ORDER",
            "SCHEDULE_LOCKS_ORDER",
            "SCHEDULE_LOCKS_OUTSIDE",
            "SCHEDULE_NAME_EXISTS",
            "SCHEDULE_NOT_FOUND",
            "SCHEDULE_NOT_STARTED",
            "SCHEDULE_OVERLAPS",
            "SCHEDULE_OVERLAPS_NAMED",
            "SCHEDULE_START_AFTER_END",
            "SCHEDULE_UPDATED",
            "SCHEDULE_YEAR_NOT_ALLOWED",
            "SELECT_AGENCY",
            "SELECT_DEPARTMENT",
            "SELECT_DISTRICT",
            "SELECT_LEVEL",
            "SELECT_MAIN_OPTION",
            "SELECT_USER",
            "SERVER_BUSY",
            "SERVER_ERROR",
            "SERVICE_UNAVAILABLE",
            "SIGNIN_ADDRESS_LIMIT",
            "SORT_ORDER_MAX",
            "SORT_ORDER_MIN",
            "SORT_ORDER_WHOLE",
            "SPIDER_ARGS_REQUIRED",
            "SPIDER_INVALID",
            "STATEMENT_ADDED",
            "STATEMENT_EXISTS",
            "STATEMENT_NOT_FOUND",
            "STATEMENT_UPDATED",
            "STATEMENT_URL_INVALID",
            "STATEMENT_URL_TOO_LONG",
            "STATEMENT_YEAR_FORMAT",
            "STATEMENT_YEAR_INVALID",
            "STATE_CODE_INVALID",
            "SUBMISSION_DIFFERENT_CONTENTS",
            "SUB_OPTION_ADDED",
            "SUB_OPTION_NAME_KN_INVALID",
            "SUB_OPTION_NAME_KN_TOO_LONG",
            "SUB_OPTION_NAME_REQUIRED",
            "SUB_OPTION_NAME_TOO_LONG",
            "SUB_OPTION_NOT_FOUND",
            "SUB_OPTION_UPDATED",
            "SUMMARY_FILTER_INVALID",
            "TEXT_CHARACTER_NOT_ALLOWED",
            "TOO_MANY_REQUESTS",
            "TP_GP_ONLY",
            "UNAUTHENTICATED",
            "UNPROCESSABLE",
            "UNSUPPORTED_MEDIA_TYPE",
            "UPLOADED_ISSUES_FOUND",
            "UPLOAD_FIELDS_BEFORE_FILES",
            "UPLOAD_FIELD_TOO_LONG",
            "UPLOAD_FIELD_TWICE",
            "UPLOAD_FILE_TOO_LARGE",
            "UPLOAD_TOO_LARGE",
            "UPLOAD_TOO_MANY_FIELDS",
            "UPLOAD_TOO_MANY_FILES",
            "UPLOAD_TOO_MANY_PARTS",
            "UPLOAD_UNEXPECTED_FIELD",
            "UPLOAD_UNEXPECTED_FILE_FIELD",
            "UPLOAD_UNREADABLE",
            "USER_NOT_FOUND",
            "VALUE_MISSING",
            "VALUE_OUT_OF_RANGE",
            "VERIFICATION_UPLOADED",
            "VERIFY_ENTERED_AMOUNT_LIKE",
            "VERIFY_EXPECTED_ISSUES",
            "VERIFY_FILL_ALL",
            "VERIFY_REMARK",
            "VERIFY_REMITTANCE_FORMAT",
            "VERIFY_REMITTANCE_FUTURE",
            "VERIFY_REMITTANCE_NO_SUCH_DATE",
            "VERIFY_STATUS",
            "VERIFY_TOO_MANY",
            "WORKS_FOUND",
            "WORK_CODE_FIELD_REQUIRED",
            "WORK_CODE_INVALID",
            "WORK_CODE_REQUIRED",
            "WORK_DETAILS_LIST",
            "WORK_DETAILS_TOO_MANY",
            "WORK_NOT_FOUND",
            "WORK_NOT_IN_LIST",
            "XLSX_CELL_REF",
            "XLSX_CELL_TOO_LONG",
            "XLSX_DIRECTORY_CUT_SHORT",
            "XLSX_DIRECTORY_DAMAGED",
            "XLSX_DIRECTORY_TOO_LARGE",
            "XLSX_ENCRYPTED",
            "XLSX_NOT_ZIP",
            "XLSX_NO_PART",
            "XLSX_NO_WORKBOOK_PART",
            "XLSX_NO_WORKSHEET",
            "XLSX_PART_CUT_SHORT",
            "XLSX_PART_DAMAGED",
            "XLSX_PART_MISPLACED",
            "XLSX_PART_OVERSIZE",
            "XLSX_PART_PACKING",
            "XLSX_PART_RATIO",
            "XLSX_PART_TOO_LARGE",
            "XLSX_PART_TWO_SIZES",
            "XLSX_PART_UNPACK",
            "XLSX_ROW_ORDER",
            "XLSX_ROW_TOO_LONG",
            "XLSX_SHARED_STRING_MISSING",
            "XLSX_SHARED_STRING_TOO_LONG",
            "XLSX_SHEET_MISSING",
            "XLSX_TEXTS_TOO_LARGE",
            "XLSX_TOO_MANY_PARTS",
            "XLSX_TOO_MANY_SHEETS",
            "XLSX_TOO_MANY_STYLES",
            "XLSX_TOO_MANY_TEXTS",
            "XLSX_XML_INVALID",
            "XLSX_XML_TOKEN_TOO_LONG",
            "XLSX_XML_TOO_DEEP",
            "XLSX_ZIP_SPLIT",
            "YEAR_FORMAT",
            "YEAR_REQUIRED"
          ],
          "type": "string"
        },
        "type": "array"
      },
      "errors": {
        "items": {
          "type": "string"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/FtoRow"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "errorCodes",
      "errors",
      "message",
      "rows",
      "success"
    ],
    "type": "object"
  },
  "Fto_getFtoLists": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "cycle_name": {
        "type": "string"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/LowerLevelRow"
        },
        "type": "array"
      },
      "level": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "cycle_name",
      "data",
      "level",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Fto_getFtoLists2": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/RecordAnswer"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Fto_getMatList3": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "type": "string"
      },
      "lowest_fin_year": {
        "type": [
          "null",
          "string"
        ]
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "properties": {
            "billDate": {
              "type": [
                "null",
                "string"
              ]
            },
            "billNo": {
              "type": "string"
            },
            "dueAmount": {
              "type": [
                "null",
                "string"
              ]
            },
            "fin_year": {
              "type": [
                "null",
                "string"
              ]
            },
            "materialList": {
              "type": [
                "null",
                "string"
              ]
            },
            "paidAmount": {
              "type": [
                "null",
                "string"
              ]
            },
            "slNo": {
              "type": "number"
            }
          },
          "required": [
            "billDate",
            "billNo",
            "dueAmount",
            "fin_year",
            "materialList",
            "paidAmount",
            "slNo"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "lowest_fin_year",
      "message",
      "rows",
      "success"
    ],
    "type": "object"
  },
  "Fto_getworkData2": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      },
      {
        "properties": {
          "works": {
            "items": {
              "$ref": "#/components/schemas/WorksListRow"
            },
            "type": "array"
          }
        },
        "required": [
          "works"
        ],
        "type": "object"
      }
    ],
    "description": "POST /api/filever/getworkData2, as worksJson writes it."
  },
  "Fto_getworks2": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "cycle_name": {
        "type": "string"
      },
      "level": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "percentage": {
        "type": "number"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "works": {
        "items": {
          "$ref": "#/components/schemas/AgencyYearCount"
        },
        "type": "array"
      }
    },
    "required": [
      "code",
      "cycle_name",
      "level",
      "message",
      "percentage",
      "success",
      "works"
    ],
    "type": "object"
  },
  "Fto_levelContext": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "properties": {
          "agencies": {
            "description": "Implementing agency names of those departments: the works the role verifies are theirs.",
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          "code": {
            "$ref": "#/components/schemas/MessageCode",
            "description": "The notice of the state, by code (`message` its English text)."
          },
          "cycle": {
            "anyOf": [
              {
                "properties": {
                  "cycle_name": {
                    "type": "string"
                  },
                  "financial_year": {
                    "items": {
                      "type": "string"
                    },
                    "type": "array"
                  },
                  "id": {
                    "type": "number"
                  },
                  "schedule_start": {
                    "type": "string"
                  }
                },
                "required": [
                  "cycle_name",
                  "financial_year",
                  "id",
                  "schedule_start"
                ],
                "type": "object"
              },
              {
                "type": "null"
              }
            ],
            "description": "`schedule_start`: the day the cycle opened (YYYY-MM-DD)."
          },
          "departments": {
            "items": {
              "$ref": "#/components/schemas/DepartmentRef"
            },
            "type": "array"
          },
          "level": {
            "type": [
              "null",
              "number"
            ]
          },
          "levelName": {
            "anyOf": [
              {
                "enum": [
                  "Level1",
                  "Level2",
                  "Level3",
                  "Level4",
                  "Level5"
                ],
                "type": "string"
              },
              {
                "type": "null"
              }
            ]
          },
          "message": {
            "type": "string"
          },
          "params": {
            "type": "object"
          },
          "percentage": {
            "type": [
              "null",
              "number"
            ]
          },
          "state": {
            "$ref": "#/components/schemas/LevelState"
          },
          "window": {
            "anyOf": [
              {
                "properties": {
                  "endDate": {
                    "type": "string"
                  },
                  "startDate": {
                    "type": "string"
                  }
                },
                "required": [
                  "endDate",
                  "startDate"
                ],
                "type": "object"
              },
              {
                "type": "null"
              }
            ]
          }
        },
        "required": [
          "agencies",
          "code",
          "cycle",
          "departments",
          "level",
          "levelName",
          "message",
          "percentage",
          "state",
          "window"
        ],
        "type": "object"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Fto_resetMaterialList": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "jobId": {
        "type": "string"
      },
      "joined": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "jobId",
      "joined",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Fto_submit": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "id",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Fto_updateChecklistItem": {
    "properties": {
      "CB": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "CB_C": {
        "type": "number"
      },
      "INP": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "INP_tittle": {
        "type": [
          "null",
          "string"
        ]
      },
      "Remark": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "checklist_title_en": {
        "type": "string"
      },
      "checklist_title_kn": {
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "id": {
        "type": "number"
      },
      "imgages": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "is_active": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "sort_order": {
        "type": "number"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "CB",
      "CB_C",
      "INP",
      "INP_tittle",
      "Remark",
      "checklist_title_en",
      "checklist_title_kn",
      "code",
      "id",
      "imgages",
      "is_active",
      "message",
      "sort_order",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Fto_workFile": {
    "properties": {
      "bills": {
        "items": {
          "properties": {
            "bill_date": {
              "type": [
                "null",
                "string"
              ]
            },
            "bill_no": {
              "type": "string"
            },
            "due": {
              "type": [
                "null",
                "string"
              ]
            },
            "fin_year": {
              "type": [
                "null",
                "string"
              ]
            },
            "fto_status": {
              "description": "'FTO Not Generated' when no FTO row carries the bill's voucher number.",
              "type": "string"
            },
            "paid": {
              "type": [
                "null",
                "string"
              ]
            },
            "serial": {
              "type": "number"
            },
            "voucher_no": {
              "type": [
                "null",
                "string"
              ]
            }
          },
          "required": [
            "bill_date",
            "bill_no",
            "due",
            "fin_year",
            "fto_status",
            "paid",
            "serial",
            "voucher_no"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "checklist": {
        "description": "The checklist's items (their titles name the answers).",
        "items": {
          "$ref": "#/components/schemas/ChecklistItem"
        },
        "type": "array"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "cycle": {
        "anyOf": [
          {
            "properties": {
              "id": {
                "type": "number"
              },
              "name": {
                "type": "string"
              }
            },
            "required": [
              "id",
              "name"
            ],
            "type": "object"
          },
          {
            "type": "null"
          }
        ],
        "description": "The cycle the records are of; null when there is no cycle at all."
      },
      "fto": {
        "properties": {
          "errors": {
            "items": {
              "$ref": "#/components/schemas/Said"
            },
            "type": "array"
          },
          "rows": {
            "items": {
              "$ref": "#/components/schemas/FtoRow"
            },
            "type": "array"
          }
        },
        "required": [
          "errors",
          "rows"
        ],
        "type": "object"
      },
      "message": {
        "type": "string"
      },
      "mis_changed": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MisChanged"
          },
          {
            "type": "null"
          }
        ],
        "description": "What the MIS changed after the first record (`mis_changed_level`'s) was submitted, or null."
      },
      "mis_changed_level": {
        "type": [
          "null",
          "number"
        ]
      },
      "params": {
        "type": "object"
      },
      "records": {
        "items": {
          "$ref": "#/components/schemas/WorkFileRecord"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "work": {
        "properties": {
          "agency_name": {
            "type": "string"
          },
          "agency_name_kn": {
            "type": [
              "null",
              "string"
            ]
          },
          "block_name": {
            "type": "string"
          },
          "block_name_kn": {
            "type": [
              "null",
              "string"
            ]
          },
          "district_name": {
            "type": "string"
          },
          "district_name_kn": {
            "description": "Kannada names from the location master and the agencies (null where there is none).",
            "type": [
              "null",
              "string"
            ]
          },
          "panchayat_name": {
            "type": "string"
          },
          "panchayat_name_kn": {
            "type": [
              "null",
              "string"
            ]
          },
          "work_code": {
            "type": "string"
          },
          "work_name": {
            "type": "string"
          },
          "work_status": {
            "type": "string"
          }
        },
        "required": [
          "agency_name",
          "agency_name_kn",
          "block_name",
          "block_name_kn",
          "district_name",
          "district_name_kn",
          "panchayat_name",
          "panchayat_name_kn",
          "work_code",
          "work_name",
          "work_status"
        ],
        "type": "object"
      }
    },
    "required": [
      "bills",
      "checklist",
      "code",
      "cycle",
      "fto",
      "message",
      "mis_changed",
      "mis_changed_level",
      "records",
      "success",
      "work"
    ],
    "type": "object"
  },
  "Health_live": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "status": {
        "default": "ok",
        "type": "string"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "message",
      "status",
      "success"
    ],
    "type": "object"
  },
  "Health_ready": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "details": {
        "properties": {
          "database": {
            "properties": {
              "status": {
                "default": "up",
                "type": "string"
              }
            },
            "required": [
              "status"
            ],
            "type": "object"
          },
          "files": {
            "properties": {
              "driver": {
                "type": "string"
              },
              "status": {
                "default": "up",
                "type": "string"
              }
            },
            "required": [
              "status"
            ],
            "type": "object"
          },
          "redis": {
            "anyOf": [
              {
                "properties": {
                  "mode": {
                    "type": "string"
                  },
                  "status": {
                    "default": "up",
                    "type": "string"
                  }
                },
                "required": [
                  "mode",
                  "status"
                ],
                "type": "object"
              },
              {
                "properties": {
                  "status": {
                    "default": "up",
                    "type": "string"
                  }
                },
                "required": [
                  "status"
                ],
                "type": "object"
              }
            ]
          }
        },
        "required": [
          "database",
          "files",
          "redis"
        ],
        "type": "object"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "status": {
        "default": "ok",
        "type": "string"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "details",
      "message",
      "status",
      "success"
    ],
    "type": "object"
  },
  "Locations_blocks": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/BlockRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Locations_districts": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/DistrictRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Locations_panchayats": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/PanchayatRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "MisChanges_csv": {
    "properties": {
      "errorHandler": {
        "type": "object"
      },
      "errorLogger": {
        "type": "object"
      },
      "handleError": {
        "type": "object"
      },
      "logError": {
        "type": "object"
      },
      "logger": {
        "$ref": "#/components/schemas/Logger"
      },
      "options": {
        "$ref": "#/components/schemas/StreamableFileOptions"
      },
      "stream": {}
    },
    "required": [
      "errorHandler",
      "errorLogger",
      "handleError",
      "logError",
      "logger",
      "options",
      "stream"
    ],
    "type": "object"
  },
  "MisChanges_list": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/WorkChanges"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Options_createMain": {
    "properties": {
      "access_level": {
        "description": "USER: every signed-in officer sees it; anything else: ADMIN holders only.",
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "icon": {
        "description": "An icon key the client maps to an icon (PeopleIcon, ReceiptIcon, GavelIcon, LogoDevIcon).",
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "option_name": {
        "type": "string"
      },
      "option_name_kn": {
        "description": "The name in Kannada, shown in Kannada mode; none means the English name is shown.",
        "type": [
          "null",
          "string"
        ]
      },
      "params": {
        "type": "object"
      },
      "router": {
        "type": [
          "null",
          "string"
        ]
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "access_level",
      "code",
      "created_at",
      "icon",
      "id",
      "message",
      "option_name",
      "option_name_kn",
      "router",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Options_createSub": {
    "properties": {
      "access_level": {
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "icon": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "mainOption": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MainOption"
          },
          {
            "type": "null"
          }
        ]
      },
      "main_option_id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "router": {
        "type": [
          "null",
          "string"
        ]
      },
      "suboption_name": {
        "type": "string"
      },
      "suboption_name_kn": {
        "description": "The name in Kannada, shown in Kannada mode; none means the English name is shown.",
        "type": [
          "null",
          "string"
        ]
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "access_level",
      "code",
      "created_at",
      "icon",
      "id",
      "main_option_id",
      "message",
      "router",
      "suboption_name",
      "suboption_name_kn",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Options_mainOption": {
    "$ref": "#/components/schemas/MainOption",
    "description": "A dashboard card (spec 1 §3 Main option)."
  },
  "Options_mainOptions": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/MainOption"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Options_subOption": {
    "$ref": "#/components/schemas/SubOptionRow"
  },
  "Options_subOptions": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/SubOptionRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Options_subOptionsOf": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/SubOptionRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Options_updateMain": {
    "properties": {
      "access_level": {
        "description": "USER: every signed-in officer sees it; anything else: ADMIN holders only.",
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "icon": {
        "description": "An icon key the client maps to an icon (PeopleIcon, ReceiptIcon, GavelIcon, LogoDevIcon).",
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "option_name": {
        "type": "string"
      },
      "option_name_kn": {
        "description": "The name in Kannada, shown in Kannada mode; none means the English name is shown.",
        "type": [
          "null",
          "string"
        ]
      },
      "params": {
        "type": "object"
      },
      "router": {
        "type": [
          "null",
          "string"
        ]
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "access_level",
      "code",
      "created_at",
      "icon",
      "id",
      "message",
      "option_name",
      "option_name_kn",
      "router",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Options_updateSub": {
    "properties": {
      "access_level": {
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "icon": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "mainOption": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MainOption"
          },
          {
            "type": "null"
          }
        ]
      },
      "main_option_id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "router": {
        "type": [
          "null",
          "string"
        ]
      },
      "suboption_name": {
        "type": "string"
      },
      "suboption_name_kn": {
        "description": "The name in Kannada, shown in Kannada mode; none means the English name is shown.",
        "type": [
          "null",
          "string"
        ]
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "access_level",
      "code",
      "created_at",
      "icon",
      "id",
      "main_option_id",
      "message",
      "router",
      "suboption_name",
      "suboption_name_kn",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "PanchayatLocations_import": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "type": "number"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "unchanged": {
        "type": "number"
      },
      "updated": {
        "type": "number"
      }
    },
    "required": [
      "code",
      "message",
      "rows",
      "success",
      "unchanged",
      "updated"
    ],
    "type": "object"
  },
  "PanchayatLocations_summary": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "located": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "panchayats": {
        "type": "number"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "located",
      "message",
      "panchayats",
      "success"
    ],
    "type": "object"
  },
  "Reconciliation_csv": {
    "properties": {
      "errorHandler": {
        "type": "object"
      },
      "errorLogger": {
        "type": "object"
      },
      "handleError": {
        "type": "object"
      },
      "logError": {
        "type": "object"
      },
      "logger": {
        "$ref": "#/components/schemas/Logger"
      },
      "options": {
        "$ref": "#/components/schemas/StreamableFileOptions"
      },
      "stream": {}
    },
    "required": [
      "errorHandler",
      "errorLogger",
      "handleError",
      "logError",
      "logger",
      "options",
      "stream"
    ],
    "type": "object"
  },
  "Reconciliation_report": {
    "properties": {
      "by": {
        "description": "'block': one row per taluk; 'panchayat': one row per panchayat of the chosen taluk.",
        "enum": [
          "block",
          "panchayat"
        ],
        "type": "string"
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "cycle_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "cycles": {
        "items": {
          "properties": {
            "id": {
              "type": "number"
            },
            "name": {
              "type": "string"
            }
          },
          "required": [
            "id",
            "name"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "levels": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/ReconciliationRow"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "totals": {
        "properties": {
          "bills_added": {
            "type": "number"
          },
          "changed": {
            "description": "Works whose MIS rows changed after their highest current record was submitted.",
            "type": "number"
          },
          "changed_expenditure": {
            "type": "number"
          },
          "drawn": {
            "description": "Works level 1 draws in the cycle (each level 1 post's draw over its jurisdiction, as its\nofficers' lists show it), with the works holding a current level 1 record (always listed).",
            "type": "number"
          },
          "expenditure": {
            "description": "Expenditure (MIS paid_inception_total) of the works, and of the changed works, in rupees.",
            "type": "number"
          },
          "expenditure_delta": {
            "description": "Sum of the changed works' expenditure changes, in rupees.",
            "type": "number"
          },
          "ftos_added": {
            "type": "number"
          },
          "not_recommended": {
            "type": "number"
          },
          "recommended": {
            "description": "By each work's highest current record.",
            "type": "number"
          },
          "verified": {
            "description": "Works with a current record per level: verified[0] is level 1.",
            "items": {
              "type": "number"
            },
            "type": "array"
          },
          "works": {
            "description": "Works with a current record of the cycle at any level.",
            "type": "number"
          }
        },
        "required": [
          "bills_added",
          "changed",
          "changed_expenditure",
          "drawn",
          "expenditure",
          "expenditure_delta",
          "ftos_added",
          "not_recommended",
          "recommended",
          "verified",
          "works"
        ],
        "type": "object"
      }
    },
    "required": [
      "by",
      "code",
      "cycle_id",
      "cycles",
      "levels",
      "message",
      "rows",
      "success",
      "totals"
    ],
    "type": "object"
  },
  "Reconciliation_works": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/ReconciliationWork"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "message",
      "rows",
      "success"
    ],
    "type": "object"
  },
  "Roles_agencies": {
    "properties": {
      "rows": {
        "items": {
          "allOf": [
            {
              "$ref": "#/components/schemas/ImplementingAgency"
            },
            {
              "properties": {
                "department_name": {
                  "type": [
                    "null",
                    "string"
                  ]
                },
                "department_name_kn": {
                  "type": [
                    "null",
                    "string"
                  ]
                }
              },
              "required": [
                "department_name",
                "department_name_kn"
              ],
              "type": "object"
            }
          ]
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Roles_agency": {
    "$ref": "#/components/schemas/ImplementingAgency"
  },
  "Roles_createAgency": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "department_code": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "imp_name": {
        "type": "string"
      },
      "imp_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "created_at",
      "department_code",
      "id",
      "imp_name",
      "imp_name_kn",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Roles_createDepartment": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department_code": {
        "type": "string"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "levels": {
        "$ref": "#/components/schemas/OfficerLevel",
        "description": "The level a role of this department is assigned at."
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "created_at",
      "department_code",
      "department_name",
      "department_name_kn",
      "id",
      "levels",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Roles_createRole": {
    "properties": {
      "Role_Department_id": {
        "description": "A department code.",
        "type": "string"
      },
      "Role_code": {
        "type": "string"
      },
      "Role_implimenting_agency_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "agency": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/ImplementingAgency"
          },
          {
            "type": "null"
          }
        ]
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "id": {
        "type": "number"
      },
      "is_active": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "no_of_posts": {
        "type": "number"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "Role_Department_id",
      "Role_code",
      "Role_implimenting_agency_id",
      "Role_name",
      "Role_name_kn",
      "code",
      "created_at",
      "id",
      "is_active",
      "message",
      "no_of_posts",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Roles_deleteRole": {
    "properties": {
      "Role_Department_id": {
        "description": "A department code.",
        "type": "string"
      },
      "Role_code": {
        "type": "string"
      },
      "Role_implimenting_agency_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "agency": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/ImplementingAgency"
          },
          {
            "type": "null"
          }
        ]
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "id": {
        "type": "number"
      },
      "is_active": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "no_of_posts": {
        "type": "number"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "Role_Department_id",
      "Role_code",
      "Role_implimenting_agency_id",
      "Role_name",
      "Role_name_kn",
      "code",
      "created_at",
      "id",
      "is_active",
      "message",
      "no_of_posts",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Roles_department": {
    "$ref": "#/components/schemas/Department"
  },
  "Roles_departments": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/Department"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Roles_role": {
    "$ref": "#/components/schemas/RoleRow"
  },
  "Roles_roles": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/RoleRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Roles_toggleRole": {
    "properties": {
      "Role_Department_id": {
        "description": "A department code.",
        "type": "string"
      },
      "Role_code": {
        "type": "string"
      },
      "Role_implimenting_agency_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "agency": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/ImplementingAgency"
          },
          {
            "type": "null"
          }
        ]
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "id": {
        "type": "number"
      },
      "is_active": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "no_of_posts": {
        "type": "number"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "Role_Department_id",
      "Role_code",
      "Role_implimenting_agency_id",
      "Role_name",
      "Role_name_kn",
      "code",
      "created_at",
      "id",
      "is_active",
      "message",
      "no_of_posts",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Roles_updateAgency": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "department_code": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "imp_name": {
        "type": "string"
      },
      "imp_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "created_at",
      "department_code",
      "id",
      "imp_name",
      "imp_name_kn",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Roles_updateDepartment": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department_code": {
        "type": "string"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "levels": {
        "$ref": "#/components/schemas/OfficerLevel",
        "description": "The level a role of this department is assigned at."
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "created_at",
      "department_code",
      "department_name",
      "department_name_kn",
      "id",
      "levels",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Roles_updateRole": {
    "properties": {
      "Role_Department_id": {
        "description": "A department code.",
        "type": "string"
      },
      "Role_code": {
        "type": "string"
      },
      "Role_implimenting_agency_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "agency": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/ImplementingAgency"
          },
          {
            "type": "null"
          }
        ]
      },
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "id": {
        "type": "number"
      },
      "is_active": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "no_of_posts": {
        "type": "number"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "Role_Department_id",
      "Role_code",
      "Role_implimenting_agency_id",
      "Role_name",
      "Role_name_kn",
      "code",
      "created_at",
      "id",
      "is_active",
      "message",
      "no_of_posts",
      "success",
      "updated_at"
    ],
    "type": "object"
  },
  "Schedules_add": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "error": {
        "default": null,
        "type": "null"
      },
      "id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "schedule": {
        "$ref": "#/components/schemas/ScheduleView"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "error",
      "id",
      "message",
      "schedule",
      "success"
    ],
    "type": "object"
  },
  "Schedules_ftoSchedules": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "levelData": {
        "items": {
          "$ref": "#/components/schemas/MappingView"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "sheduleData": {
        "items": {
          "$ref": "#/components/schemas/ScheduleView"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "levelData",
      "message",
      "sheduleData",
      "success"
    ],
    "type": "object"
  },
  "Schedules_saveMapping": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "Schedules_update": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "error": {
        "default": null,
        "type": "null"
      },
      "id": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "schedule": {
        "$ref": "#/components/schemas/ScheduleView"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "error",
      "id",
      "message",
      "schedule",
      "success"
    ],
    "type": "object"
  },
  "Scraper_getBlockView": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/BlockViewRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success",
      "total"
    ],
    "type": "object"
  },
  "Scraper_job": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "$ref": "#/components/schemas/ScrapeRun"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Scraper_jobs": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/ScrapeRunView"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  },
  "Scraper_loadScrapy": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "jobId": {
        "type": "string"
      },
      "joined": {
        "type": "boolean"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "jobId",
      "joined",
      "message",
      "success"
    ],
    "type": "object"
  },
  "Site_site": {
    "allOf": [
      {
        "properties": {
          "address": {
            "type": "string"
          },
          "departmentNameEn": {
            "type": "string"
          },
          "departmentNameKn": {
            "type": "string"
          },
          "governmentName": {
            "type": "string"
          },
          "links": {
            "properties": {
              "publicDashboardUrl": {
                "type": [
                  "null",
                  "string"
                ]
              },
              "publicDemandsUrl": {
                "type": [
                  "null",
                  "string"
                ]
              }
            },
            "required": [
              "publicDashboardUrl",
              "publicDemandsUrl"
            ],
            "type": "object"
          },
          "map": {
            "$ref": "#/components/schemas/MapTiles",
            "description": "The report map's tiles (issue 27): a Leaflet URL template, or null for a map without tiles."
          },
          "productName": {
            "type": "string"
          },
          "social": {
            "items": {
              "$ref": "#/components/schemas/SocialLink"
            },
            "type": "array"
          },
          "supportEmail": {
            "type": "string"
          },
          "supportPhone": {
            "type": "string"
          }
        },
        "required": [
          "address",
          "departmentNameEn",
          "departmentNameKn",
          "governmentName",
          "links",
          "map",
          "productName",
          "social",
          "supportEmail",
          "supportPhone"
        ],
        "type": "object"
      },
      {
        "properties": {
          "years": {
            "$ref": "#/components/schemas/YearLists"
          }
        },
        "required": [
          "years"
        ],
        "type": "object"
      }
    ]
  },
  "SocialAudit_accountStatements": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/StatementRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_addStatement": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "$ref": "#/components/schemas/SaAccountStatement"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_blockIssues": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/IssueRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_changeStatement": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "$ref": "#/components/schemas/SaAccountStatement"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_importIssues": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "inserted": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "description": "Issues in the file (an issue given on several rows, one per job card, counts once).",
        "type": "number"
      },
      "sheet": {
        "description": "The worksheet read, for a workbook (the first visible one whose header names the columns).",
        "type": "string"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "unchanged": {
        "type": "number"
      },
      "updated": {
        "type": "number"
      }
    },
    "required": [
      "code",
      "inserted",
      "message",
      "rows",
      "success",
      "unchanged",
      "updated"
    ],
    "type": "object"
  },
  "SocialAudit_issuesByPanchayat": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/IssueRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_issuesByType": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/IssueRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_issuesList": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/FilingRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_issuesReport": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "level": {
        "enum": [
          "GP",
          "TP",
          "ZP"
        ],
        "type": "string"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/IssueReportRow"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "level",
      "message",
      "rows",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_linkedIssues": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "properties": {
            "GramaSabhaDate": {
              "type": [
                "null",
                "string"
              ]
            },
            "block_code": {
              "type": "string"
            },
            "block_name": {
              "type": "string"
            },
            "block_name_kn": {
              "type": [
                "null",
                "string"
              ]
            },
            "covered_by": {
              "type": [
                "null",
                "string"
              ]
            },
            "district_code": {
              "type": "string"
            },
            "district_name": {
              "type": "string"
            },
            "district_name_kn": {
              "type": [
                "null",
                "string"
              ]
            },
            "expected_amount": {
              "type": "string"
            },
            "filing_status": {
              "enum": [
                "filed",
                "mapped",
                "not_filed",
                "verified"
              ],
              "type": "string"
            },
            "finacial_year": {
              "type": "string"
            },
            "id": {
              "type": "number"
            },
            "issueWith": {
              "type": [
                "null",
                "string"
              ]
            },
            "issue_amount": {
              "type": "string"
            },
            "issue_cat": {
              "type": [
                "null",
                "string"
              ]
            },
            "issue_desc": {
              "type": [
                "null",
                "string"
              ]
            },
            "issue_number": {
              "type": "string"
            },
            "issue_status": {
              "type": "string"
            },
            "issue_subcat": {
              "type": [
                "null",
                "string"
              ]
            },
            "issue_type": {
              "type": "string"
            },
            "issue_type_name": {
              "type": "string"
            },
            "jobCardDetails": {
              "items": {
                "$ref": "#/components/schemas/JobCardDetail"
              },
              "type": "array"
            },
            "panchayat_code": {
              "type": "string"
            },
            "panchayat_name": {
              "type": "string"
            },
            "panchayat_name_kn": {
              "type": [
                "null",
                "string"
              ]
            },
            "panchaythName": {
              "type": "string"
            },
            "panchaythNameKn": {
              "type": [
                "null",
                "string"
              ]
            },
            "persons_details": {
              "items": {
                "$ref": "#/components/schemas/PersonDetail"
              },
              "type": "array"
            },
            "recovery_id": {
              "type": [
                "null",
                "number"
              ]
            },
            "responseIssueDetails": {
              "items": {
                "$ref": "#/components/schemas/ResponseDetail"
              },
              "type": "array"
            },
            "responsePersons": {
              "items": {
                "$ref": "#/components/schemas/PersonDetail"
              },
              "type": "array"
            },
            "response_amount": {
              "type": [
                "null",
                "string"
              ]
            },
            "verification": {
              "anyOf": [
                {
                  "properties": {
                    "entered_amount": {
                      "type": "string"
                    },
                    "remark": {
                      "type": "string"
                    },
                    "remittence": {
                      "type": "string"
                    },
                    "serial": {
                      "type": "number"
                    },
                    "status": {
                      "type": "string"
                    }
                  },
                  "required": [
                    "entered_amount",
                    "remark",
                    "remittence",
                    "serial",
                    "status"
                  ],
                  "type": "object"
                },
                {
                  "type": "null"
                }
              ]
            },
            "workDetails": {
              "items": {
                "properties": {
                  "work_code": {
                    "type": "string"
                  },
                  "work_name": {
                    "type": "string"
                  }
                },
                "required": [
                  "work_code",
                  "work_name"
                ],
                "type": "object"
              },
              "type": "array"
            }
          },
          "required": [
            "GramaSabhaDate",
            "block_code",
            "block_name",
            "block_name_kn",
            "covered_by",
            "district_code",
            "district_name",
            "district_name_kn",
            "expected_amount",
            "filing_status",
            "finacial_year",
            "id",
            "issueWith",
            "issue_amount",
            "issue_cat",
            "issue_desc",
            "issue_number",
            "issue_status",
            "issue_subcat",
            "issue_type",
            "issue_type_name",
            "jobCardDetails",
            "panchayat_code",
            "panchayat_name",
            "panchayat_name_kn",
            "panchaythName",
            "panchaythNameKn",
            "persons_details",
            "recovery_id",
            "responseIssueDetails",
            "responsePersons",
            "response_amount",
            "verification",
            "workDetails"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_recoveredIssuesReport": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "issueTypes": {
        "items": {
          "properties": {
            "issue_type": {
              "enum": [
                "FD",
                "FM",
                "GR",
                "PV"
              ],
              "type": "string"
            },
            "issue_type_name": {
              "type": "string"
            }
          },
          "required": [
            "issue_type",
            "issue_type_name"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "level": {
        "enum": [
          "GP",
          "TP",
          "ZP"
        ],
        "type": "string"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "rows": {
        "items": {
          "$ref": "#/components/schemas/RecoveredReportRow"
        },
        "type": "array"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "issueTypes",
      "level",
      "message",
      "rows",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_recoverySummary": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/SummaryRow"
        },
        "type": "array"
      },
      "level": {
        "enum": [
          "block",
          "district"
        ],
        "type": "string"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "level",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_updateIssueDetails": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "$ref": "#/components/schemas/IssueRow"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_uploadIssues": {
    "properties": {
      "insertId": {
        "type": "number"
      },
      "message": {
        "type": "string"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "insertId",
      "message",
      "success"
    ],
    "type": "object"
  },
  "SocialAudit_uploadedIssues": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "uploadedIssues": {
        "items": {
          "$ref": "#/components/schemas/FilingRow"
        },
        "type": "array"
      }
    },
    "required": [
      "code",
      "message",
      "success",
      "uploadedIssues"
    ],
    "type": "object"
  },
  "SocialAudit_verify": {
    "properties": {
      "message": {
        "type": "string"
      },
      "success": {
        "const": true,
        "type": "boolean"
      },
      "verificationId": {
        "type": "number"
      }
    },
    "required": [
      "message",
      "success",
      "verificationId"
    ],
    "type": "object"
  },
  "SocialAudit_works": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/WorkOption"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "UsersAdmin_assign": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "UsersAdmin_assignedAdmin": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "UsersAdmin_assignedRoles": {
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "data": {
        "items": {
          "$ref": "#/components/schemas/AssignedRoleRow"
        },
        "type": "array"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      },
      "success": {
        "const": true,
        "type": "boolean"
      }
    },
    "required": [
      "code",
      "data",
      "message",
      "success"
    ],
    "type": "object"
  },
  "UsersAdmin_deleteAssigned": {
    "allOf": [
      {
        "properties": {
          "success": {
            "const": true,
            "type": "boolean"
          }
        },
        "required": [
          "success"
        ],
        "type": "object"
      },
      {
        "$ref": "#/components/schemas/Said"
      }
    ]
  },
  "UsersAdmin_userList": {
    "properties": {
      "rows": {
        "items": {
          "$ref": "#/components/schemas/UserListRow"
        },
        "type": "array"
      },
      "total": {
        "type": "number"
      }
    },
    "required": [
      "rows",
      "total"
    ],
    "type": "object"
  }
};

/** The named types the answers use. */
export const ANSWER_DEFINITIONS: Record<string, Schema> = {
  "AdhocDecision": {
    "enum": [
      "dropped",
      "not_submitted",
      "recovery"
    ],
    "type": "string"
  },
  "AgencyYearCount": {
    "description": "Level 1 summary cell (spec 2 §3 Level 1 summary work).",
    "properties": {
      "agency_name": {
        "type": "string"
      },
      "agency_name_kn": {
        "description": "The agency's Kannada name (null where none).",
        "type": [
          "null",
          "string"
        ]
      },
      "total_works": {
        "type": "number"
      },
      "work_start_fin_year": {
        "type": "string"
      }
    },
    "required": [
      "agency_name",
      "agency_name_kn",
      "total_works",
      "work_start_fin_year"
    ],
    "type": "object"
  },
  "AssignedRoleRow": {
    "description": "A row of the assigned roles table (spec 1 §3 Assigned role row).",
    "properties": {
      "Role_code": {
        "type": "string"
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "department_code": {
        "type": "string"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "levels": {
        "$ref": "#/components/schemas/OfficerLevel"
      },
      "panchayat_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "role_id": {
        "type": "number"
      },
      "status_deleted": {
        "const": "NO",
        "type": "string"
      }
    },
    "required": [
      "Role_code",
      "Role_name",
      "Role_name_kn",
      "block_code",
      "block_name",
      "block_name_kn",
      "department_code",
      "department_name",
      "department_name_kn",
      "district_code",
      "district_name",
      "district_name_kn",
      "id",
      "levels",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "role_id",
      "status_deleted"
    ],
    "type": "object"
  },
  "AuditEntryView": {
    "description": "An entry as the Audit Trail page reads it: the stored row, the entity's name and what changed.",
    "properties": {
      "action": {
        "description": "e.g. role.create, role.toggle, assignment.create, assignment.delete, permission.set",
        "type": "string"
      },
      "actor_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "actor_user_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "after": {
        "anyOf": [
          {
            "additionalProperties": true,
            "properties": {},
            "type": "object"
          },
          {
            "type": "null"
          }
        ]
      },
      "at": {
        "format": "date-time",
        "type": "string"
      },
      "before": {
        "anyOf": [
          {
            "additionalProperties": true,
            "properties": {},
            "type": "object"
          },
          {
            "type": "null"
          }
        ]
      },
      "changes": {
        "items": {
          "$ref": "#/components/schemas/FieldChange"
        },
        "type": "array"
      },
      "entity": {
        "type": "string"
      },
      "entity_id": {
        "type": [
          "null",
          "string"
        ]
      },
      "entity_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "string"
      },
      "request_id": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "action",
      "actor_name",
      "actor_user_id",
      "after",
      "at",
      "before",
      "changes",
      "entity",
      "entity_id",
      "entity_name",
      "id",
      "request_id"
    ],
    "type": "object"
  },
  "AuditKind": {
    "description": "The kinds of entries there are (entity and action), for the page's pickers.",
    "properties": {
      "action": {
        "type": "string"
      },
      "entity": {
        "type": "string"
      },
      "entries": {
        "type": "number"
      }
    },
    "required": [
      "action",
      "entity",
      "entries"
    ],
    "type": "object"
  },
  "BlockRow": {
    "properties": {
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "block_code",
      "block_name",
      "block_name_kn"
    ],
    "type": "object"
  },
  "BlockViewRow": {
    "description": "One row of the Data analysis page (spec 2 §3 \"Block view row\", plus when each load last ran).",
    "properties": {
      "bills_loaded_at": {
        "anyOf": [
          {
            "format": "date-time",
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": "string"
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "running": {
        "items": {
          "$ref": "#/components/schemas/RunningLoad"
        },
        "type": "array"
      },
      "total_completed": {
        "description": "Completed works (a status of the MIS the spec's columns leave out).",
        "type": "number"
      },
      "total_ongoing": {
        "type": "number"
      },
      "total_other": {
        "description": "Works of any other status (or none), so the status counts always add up to total_works.",
        "type": "number"
      },
      "total_physically_completed": {
        "type": "number"
      },
      "total_suspended": {
        "type": "number"
      },
      "total_works": {
        "type": "number"
      },
      "work_register_link": {
        "type": [
          "null",
          "string"
        ]
      },
      "work_register_loaded": {
        "type": "boolean"
      },
      "works_loaded_at": {
        "anyOf": [
          {
            "format": "date-time",
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      }
    },
    "required": [
      "bills_loaded_at",
      "block_code",
      "block_name",
      "block_name_kn",
      "district_code",
      "district_name",
      "district_name_kn",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "running",
      "total_completed",
      "total_ongoing",
      "total_other",
      "total_physically_completed",
      "total_suspended",
      "total_works",
      "work_register_link",
      "work_register_loaded",
      "works_loaded_at"
    ],
    "type": "object"
  },
  "ChangeEntry": {
    "properties": {
      "change": {
        "type": "string"
      },
      "fields": {
        "items": {
          "$ref": "#/components/schemas/FieldChange2"
        },
        "type": "array"
      },
      "id": {
        "type": "string"
      },
      "kind": {
        "$ref": "#/components/schemas/ChangeKind"
      },
      "names": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/HistoryRowNames"
          },
          {
            "type": "null"
          }
        ],
        "description": "The row's bill number and material from the MIS mirror now (bills and material lines), else null."
      },
      "recorded_at": {
        "format": "date-time",
        "type": "string"
      },
      "row_key": {
        "type": "string"
      },
      "run_id": {
        "type": [
          "null",
          "string"
        ]
      },
      "source": {
        "type": "string"
      }
    },
    "required": [
      "change",
      "fields",
      "id",
      "kind",
      "names",
      "recorded_at",
      "row_key",
      "run_id",
      "source"
    ],
    "type": "object"
  },
  "ChangeKind": {
    "enum": [
      "amounts-changed",
      "bills-added",
      "bills-changed",
      "bills-paid",
      "ftos-added",
      "ftos-changed",
      "gone-works",
      "new-works",
      "works-changed"
    ],
    "type": "string"
  },
  "ChecklistAnswers": {
    "description": "The checklist answers of a record (spec 2 §3 Previous verification record: check_list).",
    "properties": {
      "images": {
        "type": "object"
      },
      "inputValues": {
        "type": "object"
      },
      "remarkValues": {
        "type": "object"
      },
      "selectedCB": {
        "type": "object"
      }
    },
    "required": [
      "images",
      "inputValues",
      "remarkValues",
      "selectedCB"
    ],
    "type": "object"
  },
  "ChecklistItem": {
    "description": "An item of the work file checklist (Karnataka Annexure-II; spec 2 §3 Checklist item, field\nnames as the client reads them): CB 'Y' shows the choices, CB_C 3 adds Not Applicable, INP\n'Y' a text input labelled INP_tittle, Remark 'Y' a remark box, imgages 'Y' an image upload.",
    "properties": {
      "CB": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "CB_C": {
        "type": "number"
      },
      "INP": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "INP_tittle": {
        "type": [
          "null",
          "string"
        ]
      },
      "Remark": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "checklist_title_en": {
        "type": "string"
      },
      "checklist_title_kn": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "imgages": {
        "enum": [
          "N",
          "Y"
        ],
        "type": "string"
      },
      "is_active": {
        "type": "boolean"
      },
      "sort_order": {
        "type": "number"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "CB",
      "CB_C",
      "INP",
      "INP_tittle",
      "Remark",
      "checklist_title_en",
      "checklist_title_kn",
      "id",
      "imgages",
      "is_active",
      "sort_order",
      "updated_at"
    ],
    "type": "object"
  },
  "Department": {
    "properties": {
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department_code": {
        "type": "string"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "levels": {
        "$ref": "#/components/schemas/OfficerLevel",
        "description": "The level a role of this department is assigned at."
      }
    },
    "required": [
      "created_at",
      "department_code",
      "department_name",
      "department_name_kn",
      "id",
      "levels"
    ],
    "type": "object"
  },
  "DepartmentRef": {
    "description": "A department as other modules need it.",
    "properties": {
      "department_code": {
        "type": "string"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "levels": {
        "$ref": "#/components/schemas/OfficerLevel",
        "description": "The level a role of this department is assigned at."
      }
    },
    "required": [
      "department_code",
      "department_name",
      "department_name_kn",
      "id",
      "levels"
    ],
    "type": "object"
  },
  "DistrictRow": {
    "properties": {
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "district_code",
      "district_name",
      "district_name_kn"
    ],
    "type": "object"
  },
  "EvidenceDetails": {
    "description": "Why a photo carries its flags, and what the next level is shown beside it.",
    "properties": {
      "age_days": {
        "description": "old-photo: whole days between the capture and the submission.",
        "type": "number"
      },
      "distance_m": {
        "description": "far-from-work: metres from the work's reference point, and which point that was.",
        "type": "number"
      },
      "future_minutes": {
        "description": "future (issue 41): minutes the EXIF capture time is after the submission.",
        "type": "number"
      },
      "gp_distance_m": {
        "description": "far-from-work: metres from the panchayat's location, where the portal knows it.",
        "type": "number"
      },
      "ignored_time": {
        "description": "Not a flag (issue 41): the camera's DateTimeOriginal as written when it was ignored (no such\ndate, or outside 2000-01-01 .. a day after the filing); `taken_at` is null then.",
        "type": "string"
      },
      "old": {
        "description": "old-photo: taken before the cycle opened (`before-cycle`) or more than 7 days before the submission (`stale`).",
        "enum": [
          "before-cycle",
          "stale"
        ],
        "type": "string"
      },
      "reference": {
        "enum": [
          "level1-photo",
          "mis"
        ],
        "type": "string"
      },
      "reused": {
        "description": "reused-photo: the earlier file it is near-identical to.",
        "properties": {
          "distance": {
            "type": "number"
          },
          "key": {
            "type": "string"
          },
          "level": {
            "type": "number"
          },
          "user_name": {
            "type": "string"
          },
          "verification_id": {
            "type": "number"
          },
          "work_code": {
            "type": "string"
          }
        },
        "required": [
          "distance",
          "key",
          "level",
          "user_name",
          "verification_id",
          "work_code"
        ],
        "type": "object"
      },
      "time_gap_minutes": {
        "description": "time-mismatch: minutes between the EXIF time and the device's time.",
        "type": "number"
      }
    },
    "type": "object"
  },
  "EvidenceReportRow": {
    "description": "A taluk's figures of a cycle, each flag's count under `counts`.",
    "properties": {
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "counts": {
        "$ref": "#/components/schemas/FlagCounts"
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "flagged_photos": {
        "type": "number"
      },
      "flagged_works": {
        "type": "number"
      },
      "photos": {
        "type": "number"
      },
      "works": {
        "description": "Works with a current record holding photos.",
        "type": "number"
      }
    },
    "required": [
      "block_code",
      "block_name",
      "block_name_kn",
      "counts",
      "district_code",
      "district_name",
      "district_name_kn",
      "flagged_photos",
      "flagged_works",
      "photos",
      "works"
    ],
    "type": "object"
  },
  "EvidenceWorkRow": {
    "properties": {
      "counts": {
        "properties": {
          "far-from-work": {
            "type": "number"
          },
          "future": {
            "type": "number"
          },
          "no-location": {
            "type": "number"
          },
          "old-photo": {
            "type": "number"
          },
          "reused-photo": {
            "type": "number"
          },
          "time-mismatch": {
            "type": "number"
          }
        },
        "type": "object"
      },
      "flagged": {
        "type": "number"
      },
      "flags": {
        "items": {
          "enum": [
            "far-from-work",
            "future",
            "no-location",
            "old-photo",
            "reused-photo",
            "time-mismatch"
          ],
          "type": "string"
        },
        "type": "array"
      },
      "level": {
        "type": "number"
      },
      "max_distance_m": {
        "type": [
          "null",
          "number"
        ]
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "photos": {
        "type": "number"
      },
      "submitted_at": {
        "format": "date-time",
        "type": "string"
      },
      "user_name": {
        "type": "string"
      },
      "verification_id": {
        "type": "number"
      },
      "work_code": {
        "type": "string"
      },
      "work_name": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "counts",
      "flagged",
      "flags",
      "level",
      "max_distance_m",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "photos",
      "submitted_at",
      "user_name",
      "verification_id",
      "work_code",
      "work_name"
    ],
    "type": "object"
  },
  "FieldChange": {
    "description": "One field of an entry that changed: its value before and after (null where it had none).",
    "properties": {
      "after": {},
      "before": {},
      "field": {
        "type": "string"
      }
    },
    "required": [
      "after",
      "before",
      "field"
    ],
    "type": "object"
  },
  "FieldChange2": {
    "properties": {
      "difference": {
        "description": "new - old for amounts (a missing side counts 0), else null.",
        "type": [
          "null",
          "number"
        ]
      },
      "field": {
        "type": "string"
      },
      "new": {},
      "old": {}
    },
    "required": [
      "difference",
      "field",
      "new",
      "old"
    ],
    "type": "object"
  },
  "FilingRow": {
    "additionalProperties": {},
    "description": "A recovery filing as get-uploaded-issues and issues-list answer it (FILING_COLUMNS; money as text).",
    "properties": {
      "adhoc_decision": {
        "$ref": "#/components/schemas/AdhocDecision"
      },
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "case_status": {
        "anyOf": [
          {
            "enum": [
              "NO",
              "YES"
            ],
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "entered_by_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "entered_role_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "excess_remark": {
        "type": [
          "null",
          "string"
        ]
      },
      "expected_amount": {
        "type": "string"
      },
      "finacial_year": {
        "type": "string"
      },
      "insertId": {
        "type": "number"
      },
      "insufficient_remark": {
        "type": [
          "null",
          "string"
        ]
      },
      "issue_amount": {
        "type": "string"
      },
      "issue_number": {
        "type": "string"
      },
      "issue_type": {
        "type": "string"
      },
      "mapped_issues": {
        "items": {
          "type": "string"
        },
        "type": "array"
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": "string"
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "recovered_amount": {
        "type": [
          "null",
          "string"
        ]
      },
      "recovery_mode": {
        "anyOf": [
          {
            "enum": [
              "CASH",
              "DD",
              "RTGS",
              "UPI"
            ],
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "remark": {
        "type": [
          "null",
          "string"
        ]
      },
      "response_amount": {
        "type": [
          "null",
          "string"
        ]
      },
      "total_expected": {
        "type": "string"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      },
      "verification_status": {
        "enum": [
          "pending",
          "verified"
        ],
        "type": "string"
      }
    },
    "required": [
      "adhoc_decision",
      "block_code",
      "block_name",
      "block_name_kn",
      "case_status",
      "created_at",
      "district_code",
      "district_name",
      "district_name_kn",
      "entered_by_name",
      "entered_role_code",
      "excess_remark",
      "expected_amount",
      "finacial_year",
      "insertId",
      "insufficient_remark",
      "issue_amount",
      "issue_number",
      "issue_type",
      "mapped_issues",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "recovered_amount",
      "recovery_mode",
      "remark",
      "response_amount",
      "total_expected",
      "updated_at",
      "verification_status"
    ],
    "type": "object"
  },
  "FlagCounts": {
    "properties": {
      "far-from-work": {
        "type": "number"
      },
      "future": {
        "type": "number"
      },
      "no-location": {
        "type": "number"
      },
      "old-photo": {
        "type": "number"
      },
      "reused-photo": {
        "type": "number"
      },
      "time-mismatch": {
        "type": "number"
      }
    },
    "required": [
      "far-from-work",
      "future",
      "no-location",
      "old-photo",
      "reused-photo",
      "time-mismatch"
    ],
    "type": "object"
  },
  "FtoContext": {
    "description": "The FTO context of a session (spec 2 §3): the role mappings and the cycles, current first.",
    "properties": {
      "Roles": {
        "items": {
          "$ref": "#/components/schemas/MappingView"
        },
        "type": "array"
      },
      "schedule": {
        "items": {
          "$ref": "#/components/schemas/ScheduleView"
        },
        "type": "array"
      }
    },
    "required": [
      "Roles",
      "schedule"
    ],
    "type": "object"
  },
  "FtoRow": {
    "description": "A row of the FTO Verification Details table (spec 2 §3 FTO row).",
    "properties": {
      "bill_date": {
        "type": [
          "null",
          "string"
        ]
      },
      "bill_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "credit_amount_actual": {
        "type": [
          "null",
          "string"
        ]
      },
      "fin_year": {
        "type": [
          "null",
          "string"
        ]
      },
      "fto_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "sno": {
        "type": "number"
      },
      "status": {
        "type": "string"
      },
      "utr_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "vendor_id": {
        "type": [
          "null",
          "string"
        ]
      },
      "vendor_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "voucher_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "work_code": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "bill_date",
      "bill_no",
      "block_name",
      "credit_amount_actual",
      "fin_year",
      "fto_no",
      "sno",
      "status",
      "utr_no",
      "vendor_id",
      "vendor_name",
      "voucher_no",
      "work_code"
    ],
    "type": "object"
  },
  "HistoryRowNames": {
    "description": "A history entry's row as a verifier knows it, from the MIS mirror now: a bill's number; a\nmaterial line's material and bill number. An entry's own fields lack them when they did not\nchange.",
    "properties": {
      "bill_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "material_detail": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "bill_no",
      "material_detail"
    ],
    "type": "object"
  },
  "ImplementingAgency": {
    "properties": {
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "department_code": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "imp_name": {
        "type": "string"
      },
      "imp_name_kn": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "created_at",
      "department_code",
      "id",
      "imp_name",
      "imp_name_kn"
    ],
    "type": "object"
  },
  "IssueReportRow": {
    "properties": {
      "issue_count": {
        "type": "number"
      },
      "issue_type": {
        "type": "string"
      },
      "location_code": {
        "type": "string"
      },
      "location_name": {
        "type": "string"
      },
      "location_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "total_issue_amount": {
        "type": "string"
      }
    },
    "required": [
      "issue_count",
      "issue_type",
      "location_code",
      "location_name",
      "location_name_kn",
      "total_issue_amount"
    ],
    "type": "object"
  },
  "IssueRow": {
    "description": "An issue as the API answers it (spec 2 §3 Issue names).",
    "properties": {
      "GramaSabhaDate": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "covered_by": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "expected_amount": {
        "type": "string"
      },
      "filing_status": {
        "enum": [
          "filed",
          "mapped",
          "not_filed",
          "verified"
        ],
        "type": "string"
      },
      "finacial_year": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "issueWith": {
        "type": [
          "null",
          "string"
        ]
      },
      "issue_amount": {
        "type": "string"
      },
      "issue_cat": {
        "type": [
          "null",
          "string"
        ]
      },
      "issue_desc": {
        "type": [
          "null",
          "string"
        ]
      },
      "issue_number": {
        "type": "string"
      },
      "issue_status": {
        "type": "string"
      },
      "issue_subcat": {
        "type": [
          "null",
          "string"
        ]
      },
      "issue_type": {
        "type": "string"
      },
      "issue_type_name": {
        "type": "string"
      },
      "jobCardDetails": {
        "items": {
          "$ref": "#/components/schemas/JobCardDetail"
        },
        "type": "array"
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": "string"
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchaythName": {
        "type": "string"
      },
      "panchaythNameKn": {
        "type": [
          "null",
          "string"
        ]
      },
      "persons_details": {
        "items": {
          "$ref": "#/components/schemas/PersonDetail"
        },
        "type": "array"
      },
      "recovery_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "responseIssueDetails": {
        "items": {
          "$ref": "#/components/schemas/ResponseDetail"
        },
        "type": "array"
      },
      "responsePersons": {
        "items": {
          "$ref": "#/components/schemas/PersonDetail"
        },
        "type": "array"
      },
      "response_amount": {
        "type": [
          "null",
          "string"
        ]
      },
      "workDetails": {
        "items": {
          "properties": {
            "work_code": {
              "type": "string"
            },
            "work_name": {
              "type": "string"
            }
          },
          "required": [
            "work_code",
            "work_name"
          ],
          "type": "object"
        },
        "type": "array"
      }
    },
    "required": [
      "GramaSabhaDate",
      "block_code",
      "block_name",
      "block_name_kn",
      "covered_by",
      "district_code",
      "district_name",
      "district_name_kn",
      "expected_amount",
      "filing_status",
      "finacial_year",
      "id",
      "issueWith",
      "issue_amount",
      "issue_cat",
      "issue_desc",
      "issue_number",
      "issue_status",
      "issue_subcat",
      "issue_type",
      "issue_type_name",
      "jobCardDetails",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "panchaythName",
      "panchaythNameKn",
      "persons_details",
      "recovery_id",
      "responseIssueDetails",
      "responsePersons",
      "response_amount",
      "workDetails"
    ],
    "type": "object"
  },
  "JobCardDetail": {
    "description": "A job card the social audit names for an issue (spec 2 §3 jobCardDetails).",
    "properties": {
      "household_member_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "jobcard_number": {
        "type": "string"
      },
      "sno": {
        "type": "number"
      }
    },
    "required": [
      "household_member_name",
      "jobcard_number",
      "sno"
    ],
    "type": "object"
  },
  "Language": {
    "enum": [
      "en",
      "kn"
    ],
    "type": "string"
  },
  "LevelState": {
    "enum": [
      "ended",
      "no-mapping",
      "no-schedule",
      "not-started",
      "open"
    ],
    "type": "string"
  },
  "LevelsData": {
    "properties": {
      "Level1": {
        "items": {
          "type": "number"
        },
        "type": "array"
      },
      "Level2": {
        "items": {
          "type": "number"
        },
        "type": "array"
      },
      "Level3": {
        "items": {
          "type": "number"
        },
        "type": "array"
      },
      "Level4": {
        "items": {
          "type": "number"
        },
        "type": "array"
      },
      "Level5": {
        "items": {
          "type": "number"
        },
        "type": "array"
      }
    },
    "required": [
      "Level1",
      "Level2",
      "Level3",
      "Level4",
      "Level5"
    ],
    "type": "object"
  },
  "Logger": {
    "properties": {
      "context": {
        "type": "string"
      },
      "localInstance": {
        "$ref": "#/components/schemas/LoggerService"
      },
      "localInstanceLogLevels": {
        "description": "The `Logger.logLevels` the local instance was last configured with."
      },
      "localInstanceRef": {
        "$ref": "#/components/schemas/LoggerService"
      },
      "options": {
        "properties": {
          "timestamp": {
            "type": "boolean"
          }
        },
        "type": "object"
      },
      "registerLocalInstanceRef": {}
    },
    "required": [
      "localInstance",
      "options",
      "registerLocalInstanceRef"
    ],
    "type": "object"
  },
  "LoggerService": {
    "type": "object"
  },
  "LowerLevelRow": {
    "description": "A level 2+ list row (spec 2 §3 Level 2+ work row): a work submitted at the level below.",
    "properties": {
      "agency_name": {
        "type": "string"
      },
      "agency_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "evidence_flagged": {
        "type": "number"
      },
      "evidence_flags": {
        "description": "The photo evidence flags of the level below's record (issue 27), its photos and how many carry a flag.",
        "items": {
          "enum": [
            "far-from-work",
            "future",
            "no-location",
            "old-photo",
            "reused-photo",
            "time-mismatch"
          ],
          "type": "string"
        },
        "type": "array"
      },
      "evidence_photos": {
        "type": "number"
      },
      "filled": {
        "type": "boolean"
      },
      "filled_reason": {
        "type": [
          "null",
          "string"
        ]
      },
      "filled_recommendation": {
        "anyOf": [
          {
            "enum": [
              "No",
              "Yes"
            ],
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "filled_status": {
        "type": [
          "null",
          "number"
        ]
      },
      "id": {
        "type": "number"
      },
      "mis_changed": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MisChanged"
          },
          {
            "type": "null"
          }
        ],
        "description": "What the MIS changed of the work after the level below's record was submitted (issue 29), or null."
      },
      "panchayat_name": {
        "type": "string"
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "reason": {
        "type": [
          "null",
          "string"
        ]
      },
      "recommendation": {
        "description": "The level below's answer to \"Do you recommend this work for payment?\", and why not.",
        "enum": [
          "No",
          "Yes"
        ],
        "type": "string"
      },
      "status": {
        "type": "number"
      },
      "submitted_at": {
        "format": "date-time",
        "type": "string"
      },
      "submitted_by": {
        "type": "string"
      },
      "submitted_by_kn": {
        "description": "The submitting role's Kannada name (issue 43 item 6), null when the role has none.",
        "type": [
          "null",
          "string"
        ]
      },
      "submitted_by_name": {
        "type": "string"
      },
      "work_code": {
        "type": "string"
      },
      "work_name": {
        "type": "string"
      }
    },
    "required": [
      "agency_name",
      "agency_name_kn",
      "block_name",
      "block_name_kn",
      "evidence_flagged",
      "evidence_flags",
      "evidence_photos",
      "filled",
      "filled_reason",
      "filled_recommendation",
      "filled_status",
      "id",
      "mis_changed",
      "panchayat_name",
      "panchayat_name_kn",
      "reason",
      "recommendation",
      "status",
      "submitted_at",
      "submitted_by",
      "submitted_by_kn",
      "submitted_by_name",
      "work_code",
      "work_name"
    ],
    "type": "object"
  },
  "MainOption": {
    "description": "A dashboard card (spec 1 §3 Main option).",
    "properties": {
      "access_level": {
        "description": "USER: every signed-in officer sees it; anything else: ADMIN holders only.",
        "type": "string"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "icon": {
        "description": "An icon key the client maps to an icon (PeopleIcon, ReceiptIcon, GavelIcon, LogoDevIcon).",
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "option_name": {
        "type": "string"
      },
      "option_name_kn": {
        "description": "The name in Kannada, shown in Kannada mode; none means the English name is shown.",
        "type": [
          "null",
          "string"
        ]
      },
      "router": {
        "type": [
          "null",
          "string"
        ]
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "access_level",
      "created_at",
      "icon",
      "id",
      "option_name",
      "option_name_kn",
      "router",
      "updated_at"
    ],
    "type": "object"
  },
  "MapTiles": {
    "properties": {
      "attribution": {
        "type": "string"
      },
      "tile_url": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "attribution",
      "tile_url"
    ],
    "type": "object"
  },
  "MappingView": {
    "description": "A department's role-to-level mapping (spec 2 §3 Role mapping).",
    "properties": {
      "department_code": {
        "type": "string"
      },
      "department_id": {
        "type": "number"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "levels": {
        "type": "string"
      },
      "levels_data": {
        "$ref": "#/components/schemas/LevelsData"
      }
    },
    "required": [
      "department_code",
      "department_id",
      "department_name",
      "department_name_kn",
      "levels",
      "levels_data"
    ],
    "type": "object"
  },
  "MessageCode": {
    "enum": [
      "ACCESS_LEVEL_INVALID",
      "ACCOUNT_LOCKED",
      "ACCOUNT_LOCKED_ONE_MINUTE",
      "ACCOUNT_STATEMENTS",
      "AGENCY_ADDED",
      "AGENCY_EXISTS",
      "AGENCY_FIELD_NOT_IN_DEPARTMENT",
      "AGENCY_NAME_KN_TOO_LONG",
      "AGENCY_NAME_REQUIRED",
      "AGENCY_NOT_FOUND",
      "AGENCY_NOT_IN_DEPARTMENT",
      "AGENCY_REQUIRED",
      "AGENCY_TOO_LONG",
      "AGENCY_UPDATED",
      "ALREADY_ADMIN",
      "ALREADY_UPLOADED",
      "ALREADY_USER",
      "AMOUNT_LIKE",
      "ASSIGNMENT_NOT_FOUND",
      "ASSIGNMENT_REMOVED",
      "ASSIGN_ALREADY_HELD",
      "ASSIGN_DEPARTMENT_NOT_ALLOWED",
      "ASSIGN_FIELD_LEVEL_MISMATCH",
      "ASSIGN_FIELD_ROLE_INACTIVE",
      "ASSIGN_FIELD_ROLE_NOT_IN_DEPARTMENT",
      "ASSIGN_FIELD_ROLE_UNKNOWN",
      "ASSIGN_GP_LOCATION",
      "ASSIGN_LEVEL_MISMATCH",
      "ASSIGN_OUTSIDE_JURISDICTION",
      "ASSIGN_POSTS_FILLED",
      "ASSIGN_ROLE_INACTIVE",
      "ASSIGN_ROLE_NOT_IN_DEPARTMENT",
      "ASSIGN_ROLE_UNKNOWN",
      "ASSIGN_SELECT_DEPARTMENT_ROLE",
      "ASSIGN_TP_LOCATION",
      "ASSIGN_ZP_LOCATION",
      "BAD_ADDRESS",
      "BAD_CREDENTIALS",
      "BAD_REQUEST",
      "BLOCK_FIELD_NOT_CONTAINING",
      "BLOCK_FIELD_NOT_IN_DISTRICT",
      "BLOCK_FIELD_UNKNOWN",
      "BLOCK_NOT_IN_DISTRICT",
      "BLOCK_NOT_OF_DISTRICT",
      "CANNOT_CHANGE",
      "CHECKLIST_CB_C",
      "CHECKLIST_CB_YN",
      "CHECKLIST_IMAGES_YN",
      "CHECKLIST_INPUT_LABEL_LONG",
      "CHECKLIST_INPUT_LABEL_REQUIRED",
      "CHECKLIST_INP_YN",
      "CHECKLIST_ITEM_ADDED",
      "CHECKLIST_ITEM_NOT_FOUND",
      "CHECKLIST_ITEM_UPDATED",
      "CHECKLIST_REMARK_YN",
      "CHECKLIST_TITLE_EN_LONG",
      "CHECKLIST_TITLE_EN_REQUIRED",
      "CHECKLIST_TITLE_KN_LONG",
      "CHECKLIST_TITLE_KN_REQUIRED",
      "CONFLICT",
      "CROSS_SITE",
      "CURRENT_ROLE_FIELD_INVALID",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "CURRENT_ROLE_SELECT",
      "DATABASE_DOWN",
      "DATABASE_RULE",
      "DATE_ENTER_VALID",
      "DATE_INVALID",
      "DATE_IN_FUTURE",
      "DATE_YMD_INVALID",
      "DB_UNAVAILABLE",
      "DEPARTMENT_ADDED",
      "DEPARTMENT_CODE_EXISTS",
      "DEPARTMENT_CODE_FIXED",
      "DEPARTMENT_CODE_FORMAT",
      "DEPARTMENT_CODE_REQUIRED",
      "DEPARTMENT_FIELD_UNKNOWN",
      "DEPARTMENT_ID_INVALID",
      "DEPARTMENT_LEVEL_FIXED",
      "DEPARTMENT_NAME_KN_TOO_LONG",
      "DEPARTMENT_NAME_REQUIRED",
      "DEPARTMENT_NOT_FOUND",
      "DEPARTMENT_UNKNOWN",
      "DEPARTMENT_UPDATED",
      "DESIGNATION_REQUIRED",
      "DESIGNATION_TOO_LONG",
      "DISTRICT_BLOCK_PANCHAYAT_REQUIRED",
      "DISTRICT_BLOCK_REQUIRED",
      "DISTRICT_CODE_FOR_BLOCK",
      "DISTRICT_FIELD_UNKNOWN",
      "DISTRICT_REQUIRED",
      "DISTRICT_UNKNOWN",
      "EMAIL_ALREADY_REGISTERED",
      "EMAIL_INVALID",
      "EMAIL_NOT_CONFIGURED",
      "EMAIL_OTP_EXHAUSTED",
      "EMAIL_OTP_EXPIRED",
      "EMAIL_OTP_FORMAT",
      "EMAIL_OTP_INVALID",
      "EVIDENCE_CSV_BLOCK",
      "EVIDENCE_CSV_DISTRICT",
      "EVIDENCE_CSV_FLAGGED_PHOTOS",
      "EVIDENCE_CSV_LEVEL",
      "EVIDENCE_CSV_MAX_DISTANCE",
      "EVIDENCE_CSV_OFFICER",
      "EVIDENCE_CSV_PANCHAYAT",
      "EVIDENCE_CSV_PHOTOS",
      "EVIDENCE_CSV_SUBMITTED_AT",
      "EVIDENCE_CSV_WORK_CODE",
      "EVIDENCE_CSV_WORK_NAME",
      "EVIDENCE_CYCLE_INVALID",
      "EVIDENCE_CYCLE_NOT_FOUND",
      "EVIDENCE_DEVICE_POSITIONS_INVALID",
      "EVIDENCE_DEVICE_TIME_IMPOSSIBLE",
      "EVIDENCE_FLAG_FAR_FROM_WORK",
      "EVIDENCE_FLAG_FUTURE",
      "EVIDENCE_FLAG_INVALID",
      "EVIDENCE_FLAG_NO_LOCATION",
      "EVIDENCE_FLAG_OLD_PHOTO",
      "EVIDENCE_FLAG_REUSED_PHOTO",
      "EVIDENCE_FLAG_TIME_MISMATCH",
      "EVIDENCE_LEVEL_INVALID",
      "EVIDENCE_NOTE_FAR_GP_KM",
      "EVIDENCE_NOTE_FAR_KM",
      "EVIDENCE_NOTE_FAR_M",
      "EVIDENCE_NOTE_FUTURE",
      "EVIDENCE_NOTE_NO_LOCATION",
      "EVIDENCE_NOTE_NO_TIME",
      "EVIDENCE_NOTE_OLD_BEFORE_CYCLE",
      "EVIDENCE_NOTE_OLD_STALE",
      "EVIDENCE_NOTE_REUSED",
      "EVIDENCE_NOTE_TIME_IGNORED",
      "EVIDENCE_NOTE_TIME_MISMATCH",
      "EVIDENCE_NO_CYCLE",
      "EVIDENCE_PHOTO_TOO_LARGE",
      "EVIDENCE_PHOTO_UNREADABLE",
      "EVIDENCE_REPORT",
      "EVIDENCE_REPORT_NOT_ALLOWED",
      "EVIDENCE_SUMMARY_CLEAN",
      "EVIDENCE_SUMMARY_FAR_KM",
      "EVIDENCE_SUMMARY_FAR_M",
      "EVIDENCE_SUMMARY_FUTURE",
      "EVIDENCE_SUMMARY_NO_LOCATION",
      "EVIDENCE_SUMMARY_OLD",
      "EVIDENCE_SUMMARY_REUSED",
      "EVIDENCE_SUMMARY_TIME_MISMATCH",
      "EVIDENCE_WORK",
      "EVIDENCE_WORK_NOT_FOUND",
      "EXCEEDS_ISSUE_AMOUNT",
      "EXPORTS_IN_FLIGHT",
      "EXPORTS_TOO_MANY",
      "FIELD_NAME_CHARACTER_NOT_ALLOWED",
      "FILE_NOT_ALLOWED",
      "FILE_NOT_FOUND",
      "FILE_STORAGE_DOWN",
      "FILE_STORAGE_UNAVAILABLE",
      "FILING_AMOUNT_MISMATCH",
      "FILING_AMOUNT_ZERO",
      "FILING_CASE_STATUS",
      "FILING_DATE_FORMAT",
      "FILING_DATE_FUTURE",
      "FILING_DD_EXPIRY_BEFORE",
      "FILING_DECISION",
      "FILING_FIELDS_MISSING",
      "FILING_INSUFFICIENT",
      "FILING_LOCKED",
      "FILING_MAP_EXCESS",
      "FILING_MISMATCH",
      "FILING_MODE",
      "FILING_NO_EXCESS",
      "FILING_REMARK",
      "FILING_TEXT_200",
      "FILING_TEXT_REQUIRED",
      "FILING_TEXT_TOO_LONG",
      "FILL_REQUIRED",
      "FORBIDDEN",
      "FTO_ALL_QUESTIONS",
      "FTO_ALREADY_VERIFIED_AT",
      "FTO_BELOW_CHANGED",
      "FTO_BILLS_MISSING",
      "FTO_BILL_COUNT_MISMATCH",
      "FTO_CHECKLIST_ITEM_UNUSED",
      "FTO_ENTRY_TOO_LONG",
      "FTO_FIELD_TOO_LONG",
      "FTO_IMAGES_ONLY",
      "FTO_IMAGE_REQUIRED",
      "FTO_LOWEST_YEAR_ONLY",
      "FTO_MATCHES",
      "FTO_MATERIAL_NOT_LIST",
      "FTO_MATERIAL_ROW_UNKNOWN",
      "FTO_MATERIAL_VALIDITY",
      "FTO_NOT_GENERATED",
      "FTO_ONE_FILE_PER_FIELD",
      "FTO_REASON_REQUIRED",
      "FTO_REASON_TOO_LONG",
      "FTO_RECOMMEND",
      "FTO_REMARK_REQUIRED",
      "FTO_REMARK_TOO_LONG",
      "FTO_RESET_WAIT",
      "FTO_REVIEWED_RECORD_INVALID",
      "FTO_REVIEWED_RECORD_REQUIRED",
      "FTO_SELECT_OPTION",
      "FTO_SITE_PHOTO",
      "FTO_SUBMITTED",
      "FTO_TOO_MANY_SUBMISSIONS",
      "FTO_UNEXPECTED_FILE_FIELD",
      "FTO_VERIFIED_ABOVE",
      "GP_LOCATIONS_CODE",
      "GP_LOCATIONS_COLUMNS",
      "GP_LOCATIONS_DUPLICATE",
      "GP_LOCATIONS_EMPTY",
      "GP_LOCATIONS_FIX_LINES",
      "GP_LOCATIONS_HEADER",
      "GP_LOCATIONS_IMPORTED",
      "GP_LOCATIONS_LINE_TOO_LONG",
      "GP_LOCATIONS_NOT_ALLOWED",
      "GP_LOCATIONS_NOT_CSV",
      "GP_LOCATIONS_NO_FILE",
      "GP_LOCATIONS_NUMBER",
      "GP_LOCATIONS_OUTSIDE_DISTRICT",
      "GP_LOCATIONS_OUTSIDE_KARNATAKA",
      "GP_LOCATIONS_RANGE",
      "GP_LOCATIONS_SUMMARY",
      "GP_LOCATIONS_TOO_LARGE",
      "GP_LOCATIONS_TOO_MANY_ROWS",
      "GP_LOCATIONS_UNKNOWN",
      "HEADERS_TOO_LARGE",
      "ICON_INVALID",
      "IDEMPOTENCY_KEY_INVALID",
      "ID_INVALID",
      "ID_LIST_TOO_LONG",
      "IMPORT_AMOUNT",
      "IMPORT_AMOUNT_DATE",
      "IMPORT_AMOUNT_HIDDEN",
      "IMPORT_AMOUNT_SCALED",
      "IMPORT_BAD_CHARACTER",
      "IMPORT_BLOCK_CODE",
      "IMPORT_CELL_ERROR",
      "IMPORT_CELL_ERROR_AT",
      "IMPORT_CELL_UNSAVED",
      "IMPORT_CELL_UNSAVED_SHARED",
      "IMPORT_DATE",
      "IMPORT_DATE_FUTURE",
      "IMPORT_DATE_NUMBER",
      "IMPORT_DISTRICT_CODE",
      "IMPORT_FILE_EMPTY",
      "IMPORT_FILE_TOO_LARGE",
      "IMPORT_FILE_TYPE_REFUSED",
      "IMPORT_FILE_TYPE_UNKNOWN",
      "IMPORT_HEADER",
      "IMPORT_HEADER_MISSING",
      "IMPORT_HEADER_TWICE",
      "IMPORT_HEADER_UNKNOWN",
      "IMPORT_ISSUE_NUMBER",
      "IMPORT_ISSUE_RECOVERY_FILED",
      "IMPORT_ISSUE_REPEATED",
      "IMPORT_ISSUE_ROWS_DIFFER",
      "IMPORT_ISSUE_TYPE",
      "IMPORT_JOBCARD",
      "IMPORT_JOBCARD_REPEATED",
      "IMPORT_MEMBER_WITHOUT_JOBCARD",
      "IMPORT_NOT_CSV",
      "IMPORT_NO_HEADER",
      "IMPORT_NO_HEADER_IN_SEARCH",
      "IMPORT_NO_HEADER_NO_SHEET",
      "IMPORT_NO_HEADER_NO_SHEET_SKIPPED",
      "IMPORT_NO_HEADER_SKIPPED",
      "IMPORT_NO_ROWS",
      "IMPORT_PANCHAYAT_CODE",
      "IMPORT_PANCHAYAT_ELSEWHERE",
      "IMPORT_PANCHAYAT_UNKNOWN",
      "IMPORT_PROBLEMS",
      "IMPORT_REFUSED",
      "IMPORT_REQUIRED",
      "IMPORT_TOO_LONG",
      "IMPORT_XLSX_UNREADABLE",
      "IMPORT_YEAR",
      "IMPORT_YEAR_DATE_CELL",
      "INVALID_JSON",
      "INVALID_REQUEST",
      "INVALID_VALUE",
      "ISSUES_FOUND",
      "ISSUES_IMPORTED",
      "ISSUES_IMPORTED_FROM_SHEET",
      "ISSUE_ALREADY_CLAIMED",
      "ISSUE_COVERED_BY_EXCESS",
      "ISSUE_DEPARTMENT_EXCLUDED",
      "ISSUE_DETAILS_UPDATED",
      "ISSUE_MAPPED_TO_ITSELF",
      "ISSUE_MAPPED_TWICE",
      "ISSUE_NOT_FOUND",
      "ISSUE_NOT_OF_BLOCK",
      "ISSUE_NO_RECOVERY",
      "ISSUE_NUMBERS_LIST",
      "ISSUE_NUMBERS_TOO_MANY",
      "ISSUE_NUMBER_INVALID",
      "ISSUE_ROLE_NOT_OF_DEPARTMENT",
      "ISSUE_TYPE_INVALID",
      "ISSUE_WORK_NOT_OF_PANCHAYAT",
      "ISSUE_WORK_TWICE",
      "IS_ACTIVE_BOOL",
      "IS_ACTIVE_BOOLEAN",
      "JOB_NOT_FOUND",
      "JOB_UNKNOWN",
      "JSON_FIELD_INVALID",
      "JSON_FIELD_NOT_VALID",
      "JSON_ONLY",
      "JSON_TOO_DEEP",
      "KGID_PAN_ALREADY_REGISTERED",
      "KGID_PAN_REQUIRED",
      "LABELED_AMOUNT_LIKE",
      "LABELED_NO_SUCH_DATE",
      "LANGUAGE_INVALID",
      "LAST_STATE_ADMIN",
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVELS_INVALID",
      "LEVEL_LOCKED",
      "LEVEL_NO_ACCESS",
      "LEVEL_OPEN",
      "LIST_FIELD_INVALID_JSON",
      "LIST_FILTER_FIELD_INVALID",
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_FILTER_UNKNOWN_FIELD",
      "LIST_FOUND",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_FIELD_INVALID",
      "LIST_RANGE_FIELD_TOO_LARGE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_FIELD_INVALID",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_FIELD_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN",
      "LIST_SORT_UNKNOWN_FIELD",
      "LOCATION_CODE_ANY_INVALID",
      "LOCATION_CODE_FORMAT",
      "LOCATION_CODE_REQUIRED",
      "LOCATION_FIELD_UNKNOWN",
      "LOCATION_UNKNOWN",
      "LOGGED_OUT",
      "LOGIN_SUCCESS",
      "LONG_ADDRESS",
      "MAIN_OPTION_ADDED",
      "MAIN_OPTION_FIELD_UNKNOWN",
      "MAIN_OPTION_ID_INVALID",
      "MAIN_OPTION_NOT_FOUND",
      "MAIN_OPTION_UNKNOWN",
      "MAIN_OPTION_UPDATED",
      "MALFORMED_REQUEST",
      "MAPPED_ISSUES_LIST",
      "MAPPED_ISSUES_TOO_MANY",
      "MAPPINGS_SAVED",
      "MAPPING_DATA_INVALID",
      "MAPPING_DEPARTMENT_NOT_MAPPABLE",
      "MAPPING_DEPARTMENT_TWICE",
      "MAPPING_DEPARTMENT_UNKNOWN",
      "MAPPING_LEVELS_DATA_INVALID",
      "MAPPING_LEVEL_NOT_LIST",
      "MAPPING_LEVEL_TOO_MANY",
      "MAPPING_LEVEL_UNKNOWN",
      "MAPPING_ROLE_IN_TWO_LEVELS",
      "MAPPING_ROLE_NOT_OF_DEPARTMENT",
      "MAPPING_ROLE_TWICE_IN_LEVEL",
      "MATERIAL_RELOADING",
      "METHOD_NOT_ALLOWED",
      "MIS_CHANGES_CODE_INVALID",
      "MIS_CHANGES_CSV_AT",
      "MIS_CHANGES_CSV_BLOCK",
      "MIS_CHANGES_CSV_DIFFERENCE",
      "MIS_CHANGES_CSV_FIELD",
      "MIS_CHANGES_CSV_FTO_NO",
      "MIS_CHANGES_CSV_KIND",
      "MIS_CHANGES_CSV_NEW",
      "MIS_CHANGES_CSV_OLD",
      "MIS_CHANGES_CSV_PANCHAYAT",
      "MIS_CHANGES_CSV_ROW",
      "MIS_CHANGES_CSV_RUN",
      "MIS_CHANGES_CSV_WORK_CODE",
      "MIS_CHANGES_CSV_WORK_NAME",
      "MIS_CHANGES_FOUND",
      "MIS_CHANGES_KIND_INVALID",
      "MIS_CHANGES_RANGE_INVALID",
      "MIS_CHANGE_AMOUNTS_CHANGED",
      "MIS_CHANGE_BILLS_ADDED",
      "MIS_CHANGE_BILLS_CHANGED",
      "MIS_CHANGE_BILLS_PAID",
      "MIS_CHANGE_FTOS_ADDED",
      "MIS_CHANGE_FTOS_CHANGED",
      "MIS_CHANGE_GONE_WORKS",
      "MIS_CHANGE_NEW_WORKS",
      "MIS_CHANGE_WORKS_CHANGED",
      "MIS_FIELD_ACCOUNT_HOLDER",
      "MIS_FIELD_ACTUAL_COMPLETION_ON",
      "MIS_FIELD_AGENCY_NAME",
      "MIS_FIELD_AS_DATE",
      "MIS_FIELD_BANK_CODE",
      "MIS_FIELD_BENEFICIARY_JCN",
      "MIS_FIELD_BILL_DATE",
      "MIS_FIELD_BILL_KEY",
      "MIS_FIELD_BILL_NO",
      "MIS_FIELD_BLOCK_CODE",
      "MIS_FIELD_BLOCK_NAME",
      "MIS_FIELD_BOOKED_CURRENT_FY_MATERIAL",
      "MIS_FIELD_BOOKED_CURRENT_FY_WAGES",
      "MIS_FIELD_BOOKED_INCEPTION_MATERIAL",
      "MIS_FIELD_BOOKED_INCEPTION_WAGES",
      "MIS_FIELD_COOP_PROCESSED_DATE",
      "MIS_FIELD_CREDIT_AMOUNT_ACTUAL",
      "MIS_FIELD_CREDIT_AMOUNT_DUE",
      "MIS_FIELD_DETAIL_URL",
      "MIS_FIELD_DISTRICT_CODE",
      "MIS_FIELD_DISTRICT_NAME",
      "MIS_FIELD_DUE",
      "MIS_FIELD_ESTIMATED_COMPLETION_ON",
      "MIS_FIELD_FIN_YEAR",
      "MIS_FIELD_FTO_NO",
      "MIS_FIELD_IFSC",
      "MIS_FIELD_IMPLEMENTING_AGENCY",
      "MIS_FIELD_IS_CONVERGENCE",
      "MIS_FIELD_IS_SECURE",
      "MIS_FIELD_ITEM_KEY",
      "MIS_FIELD_MANDAYS_CURRENT_FY",
      "MIS_FIELD_MASTER_WORK_CATEGORY",
      "MIS_FIELD_MATERIAL_DETAIL",
      "MIS_FIELD_PAID",
      "MIS_FIELD_PAID_CURRENT_FY_MATERIAL",
      "MIS_FIELD_PAID_CURRENT_FY_WAGES",
      "MIS_FIELD_PAID_INCEPTION_MATERIAL",
      "MIS_FIELD_PAID_INCEPTION_TOTAL",
      "MIS_FIELD_PAID_INCEPTION_WAGES",
      "MIS_FIELD_PANCHAYAT_CODE",
      "MIS_FIELD_PANCHAYAT_NAME",
      "MIS_FIELD_PHYSICALLY_COMPLETED_ON",
      "MIS_FIELD_PRIORITY_NO",
      "MIS_FIELD_PROCESSED_DATE",
      "MIS_FIELD_QUANTITY",
      "MIS_FIELD_REFERENCE_NO",
      "MIS_FIELD_REJECTION_REASON",
      "MIS_FIELD_ROW_KEY",
      "MIS_FIELD_SANCTIONED_MATERIAL",
      "MIS_FIELD_SANCTIONED_UNSKILLED",
      "MIS_FIELD_SANCTION_MATERIAL",
      "MIS_FIELD_SANCTION_TOTAL",
      "MIS_FIELD_SANCTION_WAGES",
      "MIS_FIELD_SERIAL",
      "MIS_FIELD_SR_NO",
      "MIS_FIELD_STARTED_ON",
      "MIS_FIELD_STATUS",
      "MIS_FIELD_TOTAL_MANDAYS",
      "MIS_FIELD_TOTAL_PRICE",
      "MIS_FIELD_TRANSACTION_DATE",
      "MIS_FIELD_TS_DATE",
      "MIS_FIELD_UNITS",
      "MIS_FIELD_UTR_NO",
      "MIS_FIELD_VENDOR_ID",
      "MIS_FIELD_VENDOR_NAME",
      "MIS_FIELD_VENDOR_TIN",
      "MIS_FIELD_VOUCHER_NO",
      "MIS_FIELD_WORK_CATEGORY",
      "MIS_FIELD_WORK_CODE",
      "MIS_FIELD_WORK_NAME",
      "MIS_FIELD_WORK_START_FIN_YEAR",
      "MIS_FIELD_WORK_STATUS",
      "MIS_FIELD_WORK_TYPE",
      "MIS_FIELD_WORK_TYPE_NEW_MODULE",
      "MIS_LOAD_JOINED",
      "MIS_LOAD_STARTED",
      "MIS_STATUS_APPROVED",
      "MIS_STATUS_CANCELLED",
      "MIS_STATUS_CLOSED",
      "MIS_STATUS_COMPLETED",
      "MIS_STATUS_FTO_NOT_GENERATED",
      "MIS_STATUS_NOT_STARTED",
      "MIS_STATUS_ONGOING",
      "MIS_STATUS_PENDING",
      "MIS_STATUS_PHYSICALLY_COMPLETED",
      "MIS_STATUS_PROCESSED",
      "MIS_STATUS_REJECTED",
      "MIS_STATUS_SUSPENDED",
      "MIS_WORD_ADDED",
      "MIS_WORD_BACK",
      "MIS_WORD_BILL_BACK",
      "MIS_WORD_CHANGED",
      "MIS_WORD_GONE",
      "MIS_WORD_NEW_BILL",
      "MIS_WORD_NO",
      "MIS_WORD_SUBJECT_BILL",
      "MIS_WORD_SUBJECT_BILL_UNKNOWN",
      "MIS_WORD_SUBJECT_BILL_VOUCHER",
      "MIS_WORD_SUBJECT_FTO",
      "MIS_WORD_SUBJECT_FTO_ROW",
      "MIS_WORD_SUBJECT_FTO_TRANSACTION",
      "MIS_WORD_SUBJECT_MATERIAL",
      "MIS_WORD_SUBJECT_MATERIAL_BILL",
      "MIS_WORD_SUBJECT_MATERIAL_OF_BILL",
      "MIS_WORD_SUBJECT_MATERIAL_UNKNOWN",
      "MIS_WORD_SUBJECT_REGISTER",
      "MIS_WORD_SUBJECT_ROW",
      "MIS_WORD_SUBJECT_WORK",
      "MIS_WORD_YES",
      "MOBILE_ALREADY_REGISTERED",
      "MOBILE_INVALID",
      "MOBILE_INVALID_SENTENCE",
      "MOBILE_NOT_REGISTERED",
      "MOBILE_OTP_EXHAUSTED",
      "MOBILE_OTP_EXPIRED",
      "MOBILE_OTP_FORMAT",
      "MOBILE_OTP_INVALID",
      "MOBILE_TEN_DIGITS",
      "MOBILE_VERIFIED",
      "MULTIPART_ONLY",
      "NAME_LETTERS_ONLY",
      "NEED_WORK_AND_PERSON",
      "NOT_ADMIN",
      "NOT_ALLOWED_TO_ENTER",
      "NOT_ALLOWED_TO_VERIFY",
      "NOT_AUTHORIZED_TO_VIEW",
      "NOT_FOUND",
      "NOT_READY",
      "NOT_STATE_ADMIN",
      "NOW_ADMIN",
      "NOW_USER",
      "NO_DATA",
      "NO_ENDPOINT",
      "NO_FILE",
      "NO_FTO_DATA",
      "NO_ISSUES",
      "NO_MATERIAL_BILLS",
      "NO_REPORT_ROWS",
      "NO_ROLE",
      "NO_ROWS",
      "NO_SCHEDULE",
      "NO_SUCH_DATE",
      "NO_UPLOADED_ISSUES",
      "NO_WORKS",
      "NUL_CHARACTER",
      "OFFICER_LEVEL_REQUIRED",
      "OK",
      "OPTION_NAME_KN_INVALID",
      "OPTION_NAME_KN_TOO_LONG",
      "OPTION_NAME_REQUIRED",
      "OPTION_NAME_TOO_LONG",
      "OTP_ADDRESS_LIMIT",
      "OTP_EXHAUSTED",
      "OTP_EXPIRED",
      "OTP_FORMAT",
      "OTP_INVALID",
      "OTP_RESEND_WAIT",
      "OTP_SENT",
      "OTP_SENT_TO",
      "OTP_SMS_FAILED",
      "OTP_SMS_LOGIN",
      "OTP_SMS_PASSWORD_RESET",
      "OTP_SMS_REGISTRATION",
      "OTP_TARGET_LIMIT",
      "OTP_VERIFIED",
      "OTP_VERIFY_FIRST",
      "OUTSIDE_JURISDICTION",
      "OWN_ADMIN_REMOVAL",
      "PAGE_INVALID",
      "PAGE_TOO_LARGE",
      "PANCHAYATS_FOUND",
      "PANCHAYAT_ELSEWHERE",
      "PANCHAYAT_FIELD_UNKNOWN",
      "PANCHAYAT_NOT_FOUND",
      "PANCHAYAT_NOT_IN_BLOCK",
      "PANCHAYAT_OUTSIDE_JURISDICTION",
      "PASSWORDS_DIFFER",
      "PASSWORD_LETTERS_NUMBERS",
      "PASSWORD_MATCHES_DETAILS",
      "PASSWORD_MAX",
      "PASSWORD_MAX_20",
      "PASSWORD_MIN_8",
      "PASSWORD_REQUIRED",
      "PASSWORD_UPDATED",
      "PAYLOAD_TOO_LARGE",
      "PERMISSION_INVALID",
      "PERSONS_LIST",
      "PERSONS_TOO_MANY",
      "PER_PAGE_INVALID",
      "POSTS_MAX",
      "POSTS_WHOLE_NUMBER",
      "PREFERENCES_SAVED",
      "QUEUE_UNAVAILABLE",
      "Q_TEXT",
      "Q_TOO_LONG",
      "RECOMMENDED_BOOLEAN",
      "RECONCILIATION_CHANGED_INVALID",
      "RECONCILIATION_CSV_BILLS_ADDED",
      "RECONCILIATION_CSV_BILLS_CHANGED",
      "RECONCILIATION_CSV_BILLS_PAID",
      "RECONCILIATION_CSV_CHANGED",
      "RECONCILIATION_CSV_EXPENDITURE",
      "RECONCILIATION_CSV_EXPENDITURE_DELTA",
      "RECONCILIATION_CSV_FTOS_ADDED",
      "RECONCILIATION_CSV_GONE",
      "RECONCILIATION_CSV_LEVEL",
      "RECONCILIATION_CSV_NO",
      "RECONCILIATION_CSV_RECOMMENDED",
      "RECONCILIATION_CSV_YES",
      "RECONCILIATION_NOT_ALLOWED",
      "RECONCILIATION_REPORT",
      "RECORD_CONTENDED",
      "RECORD_EXISTS",
      "RECORD_REFERENCE_INVALID",
      "RECOVERY_FILED",
      "REDIS_DOWN",
      "REGISTERED",
      "REGISTRATION_ADDRESS_LIMIT",
      "REPORT_LEVEL_INVALID",
      "REPORT_ROWS_FOUND",
      "REPORT_YEAR_FORMAT",
      "REPORT_YEAR_INVALID",
      "REQUEST_FAILED",
      "REQUEST_TIMEOUT",
      "REQUIRED",
      "RESET_OTP_INVALID",
      "RESET_OTP_SENT",
      "RESET_PASSWORD_RULE",
      "ROLES_ASSIGNED",
      "ROLE_ASSIGNED",
      "ROLE_ASSIGNED_NO_DELETE",
      "ROLE_CODE_EXISTS",
      "ROLE_CODE_FORMAT",
      "ROLE_CODE_REQUIRED",
      "ROLE_CREATED",
      "ROLE_DELETED",
      "ROLE_DEPARTMENT_FIXED",
      "ROLE_HISTORY_NO_DELETE",
      "ROLE_NAME_KN_TOO_LONG",
      "ROLE_NAME_REQUIRED",
      "ROLE_NAME_TOO_LONG",
      "ROLE_NOT_ASSIGNED",
      "ROLE_NOT_FOUND",
      "ROLE_NOW_ACTIVE",
      "ROLE_NOW_INACTIVE",
      "ROLE_POSTS_BELOW_FILLED",
      "ROLE_SELECTED",
      "ROLE_UPDATED",
      "ROUTER_INVALID_AUDIT",
      "ROUTER_INVALID_USERS",
      "ROWS_FOUND",
      "SCHEDULES_LOADED",
      "SCHEDULE_CREATED",
      "SCHEDULE_CYCLE_NAME_LONG",
      "SCHEDULE_DATE_INVALID",
      "SCHEDULE_ENDED",
      "SCHEDULE_GENERAL_REQUIRED",
      "SCHEDULE_ID_INVALID",
      "SCHEDULE_ID_REQUIRED",
      "SCHEDULE_LEVEL_COUNT",
      "SCHEDULE_LEVEL_DATES_INVALID",
      "SCHEDULE_LEVEL_FIELDS_REQUIRED",
      "SCHEDULE_LEVEL_NO_SUCH_DATE",
      "SCHEDULE_LEVEL_OUTSIDE",
      "SCHEDULE_LEVEL_PERCENTAGE",
      "SCHEDULE_LEVEL_START_AFTER_END",
      "SCHEDULE_LOCK1_ORDER",
      "SCHEDULE_LOCK2_ORDER",
      "SCHEDULE_LOCKS_ORDER",
      "SCHEDULE_LOCKS_OUTSIDE",
      "SCHEDULE_NAME_EXISTS",
      "SCHEDULE_NOT_FOUND",
      "SCHEDULE_NOT_STARTED",
      "SCHEDULE_OVERLAPS",
      "SCHEDULE_OVERLAPS_NAMED",
      "SCHEDULE_START_AFTER_END",
      "SCHEDULE_UPDATED",
      "SCHEDULE_YEAR_NOT_ALLOWED",
      "SELECT_AGENCY",
      "SELECT_DEPARTMENT",
      "SELECT_DISTRICT",
      "SELECT_LEVEL",
      "SELECT_MAIN_OPTION",
      "SELECT_USER",
      "SERVER_BUSY",
      "SERVER_ERROR",
      "SERVICE_UNAVAILABLE",
      "SIGNIN_ADDRESS_LIMIT",
      "SORT_ORDER_MAX",
      "SORT_ORDER_MIN",
      "SORT_ORDER_WHOLE",
      "SPIDER_ARGS_REQUIRED",
      "SPIDER_INVALID",
      "STATEMENT_ADDED",
      "STATEMENT_EXISTS",
      "STATEMENT_NOT_FOUND",
      "STATEMENT_UPDATED",
      "STATEMENT_URL_INVALID",
      "STATEMENT_URL_TOO_LONG",
      "STATEMENT_YEAR_FORMAT",
      "STATEMENT_YEAR_INVALID",
      "STATE_CODE_INVALID",
      "SUBMISSION_DIFFERENT_CONTENTS",
      "SUB_OPTION_ADDED",
      "SUB_OPTION_NAME_KN_INVALID",
      "SUB_OPTION_NAME_KN_TOO_LONG",
      "SUB_OPTION_NAME_REQUIRED",
      "SUB_OPTION_NAME_TOO_LONG",
      "SUB_OPTION_NOT_FOUND",
      "SUB_OPTION_UPDATED",
      "SUMMARY_FILTER_INVALID",
      "TEXT_CHARACTER_NOT_ALLOWED",
      "TOO_MANY_REQUESTS",
      "TP_GP_ONLY",
      "UNAUTHENTICATED",
      "UNPROCESSABLE",
      "UNSUPPORTED_MEDIA_TYPE",
      "UPLOADED_ISSUES_FOUND",
      "UPLOAD_FIELDS_BEFORE_FILES",
      "UPLOAD_FIELD_TOO_LONG",
      "UPLOAD_FIELD_TWICE",
      "UPLOAD_FILE_TOO_LARGE",
      "UPLOAD_TOO_LARGE",
      "UPLOAD_TOO_MANY_FIELDS",
      "UPLOAD_TOO_MANY_FILES",
      "UPLOAD_TOO_MANY_PARTS",
      "UPLOAD_UNEXPECTED_FIELD",
      "UPLOAD_UNEXPECTED_FILE_FIELD",
      "UPLOAD_UNREADABLE",
      "USER_NOT_FOUND",
      "VALUE_MISSING",
      "VALUE_OUT_OF_RANGE",
      "VERIFICATION_UPLOADED",
      "VERIFY_ENTERED_AMOUNT_LIKE",
      "VERIFY_EXPECTED_ISSUES",
      "VERIFY_FILL_ALL",
      "VERIFY_REMARK",
      "VERIFY_REMITTANCE_FORMAT",
      "VERIFY_REMITTANCE_FUTURE",
      "VERIFY_REMITTANCE_NO_SUCH_DATE",
      "VERIFY_STATUS",
      "VERIFY_TOO_MANY",
      "WORKS_FOUND",
      "WORK_CODE_FIELD_REQUIRED",
      "WORK_CODE_INVALID",
      "WORK_CODE_REQUIRED",
      "WORK_DETAILS_LIST",
      "WORK_DETAILS_TOO_MANY",
      "WORK_NOT_FOUND",
      "WORK_NOT_IN_LIST",
      "XLSX_CELL_REF",
      "XLSX_CELL_TOO_LONG",
      "XLSX_DIRECTORY_CUT_SHORT",
      "XLSX_DIRECTORY_DAMAGED",
      "XLSX_DIRECTORY_TOO_LARGE",
      "XLSX_ENCRYPTED",
      "XLSX_NOT_ZIP",
      "XLSX_NO_PART",
      "XLSX_NO_WORKBOOK_PART",
      "XLSX_NO_WORKSHEET",
      "XLSX_PART_CUT_SHORT",
      "XLSX_PART_DAMAGED",
      "XLSX_PART_MISPLACED",
      "XLSX_PART_OVERSIZE",
      "XLSX_PART_PACKING",
      "XLSX_PART_RATIO",
      "XLSX_PART_TOO_LARGE",
      "XLSX_PART_TWO_SIZES",
      "XLSX_PART_UNPACK",
      "XLSX_ROW_ORDER",
      "XLSX_ROW_TOO_LONG",
      "XLSX_SHARED_STRING_MISSING",
      "XLSX_SHARED_STRING_TOO_LONG",
      "XLSX_SHEET_MISSING",
      "XLSX_TEXTS_TOO_LARGE",
      "XLSX_TOO_MANY_PARTS",
      "XLSX_TOO_MANY_SHEETS",
      "XLSX_TOO_MANY_STYLES",
      "XLSX_TOO_MANY_TEXTS",
      "XLSX_XML_INVALID",
      "XLSX_XML_TOKEN_TOO_LONG",
      "XLSX_XML_TOO_DEEP",
      "XLSX_ZIP_SPLIT",
      "YEAR_FORMAT",
      "YEAR_REQUIRED"
    ],
    "type": "string"
  },
  "MisChangeEntry": {
    "description": "One history entry of a work's MIS rows (mis_history), as the flags list it.",
    "properties": {
      "change": {
        "$ref": "#/components/schemas/MisHistoryChange"
      },
      "fields": {
        "type": "object"
      },
      "fto_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "names": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/HistoryRowNames"
          },
          {
            "type": "null"
          }
        ],
        "description": "The row's bill number and material from the MIS mirror now (bills and material lines), else null."
      },
      "recorded_at": {
        "format": "date-time",
        "type": "string"
      },
      "row_key": {
        "type": "string"
      },
      "source": {
        "$ref": "#/components/schemas/MisHistorySource"
      }
    },
    "required": [
      "change",
      "fields",
      "fto_no",
      "names",
      "recorded_at",
      "row_key",
      "source"
    ],
    "type": "object"
  },
  "MisChanged": {
    "description": "What the MIS changed of a work after a verification record was submitted (issue 29 item 3;\ndocs/reconciliation.md): the expenditure's change (paid_inception_total, new - old, in rupees),\nbills added (or listed again), bills whose paid amount changed, bills otherwise changed, FTO\ntransactions added, whether the work is gone from the MIS, and the entries themselves.",
    "properties": {
      "bills_added": {
        "type": "number"
      },
      "bills_changed": {
        "type": "number"
      },
      "bills_paid": {
        "type": "number"
      },
      "changes": {
        "items": {
          "$ref": "#/components/schemas/MisChangeEntry"
        },
        "type": "array"
      },
      "entries": {
        "description": "How many entries there are; `changes` holds the first MAX_LISTED_CHANGES of them.",
        "type": "number"
      },
      "expenditure_delta": {
        "type": "number"
      },
      "ftos_added": {
        "type": "number"
      },
      "gone": {
        "type": "boolean"
      }
    },
    "required": [
      "bills_added",
      "bills_changed",
      "bills_paid",
      "changes",
      "entries",
      "expenditure_delta",
      "ftos_added",
      "gone"
    ],
    "type": "object"
  },
  "MisHistoryChange": {
    "description": "What the load saw: a new row, changed values, a row no longer listed, or one listed again.",
    "enum": [
      "added",
      "back",
      "changed",
      "gone"
    ],
    "type": "string"
  },
  "MisHistorySource": {
    "description": "Which mirror table a history entry is about.",
    "enum": [
      "bill",
      "fto",
      "item",
      "register",
      "work"
    ],
    "type": "string"
  },
  "OfficerLevel": {
    "enum": [
      "GP",
      "STATE",
      "TP",
      "ZP"
    ],
    "type": "string"
  },
  "PanchayatRow": {
    "properties": {
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": "string"
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn"
    ],
    "type": "object"
  },
  "Permission": {
    "properties": {
      "permission_level": {
        "anyOf": [
          {
            "enum": [
              "GP",
              "STATE",
              "TP",
              "ZP"
            ],
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "permission_type": {
        "$ref": "#/components/schemas/PermissionType"
      }
    },
    "required": [
      "permission_level",
      "permission_type"
    ],
    "type": "object"
  },
  "PermissionType": {
    "enum": [
      "ADMIN",
      "USER"
    ],
    "type": "string"
  },
  "PersonDetail": {
    "properties": {
      "department": {
        "type": "string"
      },
      "designation": {
        "type": [
          "null",
          "string"
        ]
      },
      "email": {
        "type": [
          "null",
          "string"
        ]
      },
      "mobile": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "role": {
        "type": "number"
      }
    },
    "required": [
      "department",
      "designation",
      "email",
      "mobile",
      "name",
      "role"
    ],
    "type": "object"
  },
  "PhotoEvidence": {
    "description": "One photo's evidence as the API answers it (Fill Work File, the report's map).",
    "properties": {
      "details": {
        "$ref": "#/components/schemas/EvidenceDetails"
      },
      "device": {
        "anyOf": [
          {
            "properties": {
              "accuracy_m": {
                "type": [
                  "null",
                  "number"
                ]
              },
              "at": {
                "type": [
                  "null",
                  "string"
                ]
              },
              "latitude": {
                "type": [
                  "null",
                  "number"
                ]
              },
              "longitude": {
                "type": [
                  "null",
                  "number"
                ]
              }
            },
            "required": [
              "accuracy_m",
              "at",
              "latitude",
              "longitude"
            ],
            "type": "object"
          },
          {
            "type": "null"
          }
        ],
        "description": "\"Reported by the device\": weaker than EXIF."
      },
      "exif": {
        "anyOf": [
          {
            "properties": {
              "accuracy_m": {
                "type": [
                  "null",
                  "number"
                ]
              },
              "latitude": {
                "type": [
                  "null",
                  "number"
                ]
              },
              "longitude": {
                "type": [
                  "null",
                  "number"
                ]
              },
              "make": {
                "type": [
                  "null",
                  "string"
                ]
              },
              "model": {
                "type": [
                  "null",
                  "string"
                ]
              },
              "offset": {
                "description": "The EXIF offset, or null when Asia/Kolkata was assumed.",
                "type": [
                  "null",
                  "string"
                ]
              },
              "taken_at": {
                "description": "ISO instant; null when the photo gives no capture time.",
                "type": [
                  "null",
                  "string"
                ]
              }
            },
            "required": [
              "accuracy_m",
              "latitude",
              "longitude",
              "make",
              "model",
              "offset",
              "taken_at"
            ],
            "type": "object"
          },
          {
            "type": "null"
          }
        ],
        "description": "Read by the server from the photo itself; null when it carries no EXIF worth reading."
      },
      "flags": {
        "items": {
          "enum": [
            "far-from-work",
            "future",
            "no-location",
            "old-photo",
            "reused-photo",
            "time-mismatch"
          ],
          "type": "string"
        },
        "type": "array"
      },
      "item_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "item_title": {
        "description": "The checklist item's title (a checklist photo; null for the site photo or an item since deleted), English and Kannada.",
        "type": [
          "null",
          "string"
        ]
      },
      "item_title_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "kind": {
        "enum": [
          "checklist",
          "site"
        ],
        "type": "string"
      },
      "notes": {
        "description": "One line per flag, coded (the UI shows it in the officer's language).",
        "items": {
          "$ref": "#/components/schemas/Said"
        },
        "type": "array"
      },
      "path": {
        "description": "`filever/files/{key}`: the authorised file route.",
        "type": "string"
      }
    },
    "required": [
      "details",
      "device",
      "exif",
      "flags",
      "item_id",
      "item_title",
      "item_title_kn",
      "kind",
      "notes",
      "path"
    ],
    "type": "object"
  },
  "Principal": {
    "properties": {
      "permissions": {
        "items": {
          "$ref": "#/components/schemas/Permission"
        },
        "type": "array"
      },
      "roles": {
        "items": {
          "$ref": "#/components/schemas/PrincipalRole"
        },
        "type": "array"
      },
      "user": {
        "$ref": "#/components/schemas/PublicUser"
      }
    },
    "required": [
      "permissions",
      "roles",
      "user"
    ],
    "type": "object"
  },
  "PrincipalRole": {
    "properties": {
      "Role_code": {
        "type": "string"
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "assignment_id": {
        "type": "number"
      },
      "block_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "department_code": {
        "type": "string"
      },
      "department_name": {
        "type": "string"
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "levels": {
        "$ref": "#/components/schemas/OfficerLevel"
      },
      "location_name": {
        "type": "string"
      },
      "location_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "role_id": {
        "type": "number"
      },
      "state_code": {
        "type": "string"
      }
    },
    "required": [
      "Role_code",
      "Role_name",
      "Role_name_kn",
      "assignment_id",
      "block_code",
      "department_code",
      "department_name",
      "department_name_kn",
      "district_code",
      "levels",
      "location_name",
      "location_name_kn",
      "panchayat_code",
      "role_id",
      "state_code"
    ],
    "type": "object"
  },
  "PublicUser": {
    "description": "What the session guard attaches to every signed-in request (`req.principal`).",
    "properties": {
      "block_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "designation": {
        "type": "string"
      },
      "district_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name": {
        "description": "Names of the codes above (null when the code is unset or unknown).",
        "type": [
          "null",
          "string"
        ]
      },
      "district_name_kn": {
        "description": "Their Kannada names (null where the location master gives none).",
        "type": [
          "null",
          "string"
        ]
      },
      "email": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "kgid_pan": {
        "type": [
          "null",
          "string"
        ]
      },
      "language": {
        "anyOf": [
          {
            "enum": [
              "en",
              "kn"
            ],
            "type": "string"
          },
          {
            "type": "null"
          }
        ],
        "description": "The officer's language (portal and SMS); null until they choose one."
      },
      "mobile_number": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "officer_level": {
        "$ref": "#/components/schemas/OfficerLevel"
      },
      "panchayat_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "state_code": {
        "type": "string"
      }
    },
    "required": [
      "block_code",
      "block_name",
      "block_name_kn",
      "designation",
      "district_code",
      "district_name",
      "district_name_kn",
      "email",
      "id",
      "kgid_pan",
      "language",
      "mobile_number",
      "name",
      "officer_level",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "state_code"
    ],
    "type": "object"
  },
  "ReconciliationRow": {
    "description": "One row of the view: a taluk, or a panchayat of the chosen taluk.",
    "properties": {
      "bills_added": {
        "type": "number"
      },
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "changed": {
        "description": "Works whose MIS rows changed after their highest current record was submitted.",
        "type": "number"
      },
      "changed_expenditure": {
        "type": "number"
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "drawn": {
        "description": "Works level 1 draws in the cycle (each level 1 post's draw over its jurisdiction, as its\nofficers' lists show it), with the works holding a current level 1 record (always listed).",
        "type": "number"
      },
      "expenditure": {
        "description": "Expenditure (MIS paid_inception_total) of the works, and of the changed works, in rupees.",
        "type": "number"
      },
      "expenditure_delta": {
        "description": "Sum of the changed works' expenditure changes, in rupees.",
        "type": "number"
      },
      "ftos_added": {
        "type": "number"
      },
      "not_recommended": {
        "type": "number"
      },
      "panchayat_code": {
        "description": "Set when the view is of one taluk's panchayats.",
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "recommended": {
        "description": "By each work's highest current record.",
        "type": "number"
      },
      "verified": {
        "description": "Works with a current record per level: verified[0] is level 1.",
        "items": {
          "type": "number"
        },
        "type": "array"
      },
      "works": {
        "description": "Works with a current record of the cycle at any level.",
        "type": "number"
      }
    },
    "required": [
      "bills_added",
      "block_code",
      "block_name",
      "block_name_kn",
      "changed",
      "changed_expenditure",
      "district_code",
      "district_name",
      "district_name_kn",
      "drawn",
      "expenditure",
      "expenditure_delta",
      "ftos_added",
      "not_recommended",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "recommended",
      "verified",
      "works"
    ],
    "type": "object"
  },
  "ReconciliationWork": {
    "description": "A work of the view: its highest current record and what the MIS changed after it.",
    "properties": {
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "expenditure": {
        "type": [
          "null",
          "number"
        ]
      },
      "level": {
        "type": "number"
      },
      "levels": {
        "description": "The levels with a current record, ascending.",
        "items": {
          "type": "number"
        },
        "type": "array"
      },
      "mis_changed": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MisChanged"
          },
          {
            "type": "null"
          }
        ]
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "recommendation": {
        "enum": [
          "No",
          "Yes"
        ],
        "type": "string"
      },
      "submitted_at": {
        "format": "date-time",
        "type": "string"
      },
      "user_name": {
        "type": "string"
      },
      "work_code": {
        "type": "string"
      },
      "work_name": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "block_code",
      "block_name",
      "block_name_kn",
      "district_code",
      "district_name",
      "district_name_kn",
      "expenditure",
      "level",
      "levels",
      "mis_changed",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "recommendation",
      "submitted_at",
      "user_name",
      "work_code",
      "work_name"
    ],
    "type": "object"
  },
  "RecordAnswer": {
    "description": "The previous verification record as the Fill Work File dialog prefills it (spec 2 §3, JSON-string fields).",
    "properties": {
      "below_record_id": {
        "description": "At level 2 and above: the id of the level below's current record, which a submission at this\nlevel names as `reviewedRecordId` (the record it reviewed); null at level 1.",
        "type": [
          "null",
          "number"
        ]
      },
      "check_list": {
        "type": "string"
      },
      "evidence": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/RecordEvidence"
          },
          {
            "type": "null"
          }
        ],
        "description": "What the record's photos show of where and when they were taken (issue 27); null for records before it."
      },
      "id": {
        "type": "number"
      },
      "level": {
        "type": "number"
      },
      "material": {
        "type": "string"
      },
      "mis_changed": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MisChanged"
          },
          {
            "type": "null"
          }
        ],
        "description": "At level 2 and above: what the MIS changed of the work after the level below's record was\nsubmitted (issue 29), or null; `mis_changed_level` names that level."
      },
      "mis_changed_level": {
        "type": [
          "null",
          "number"
        ]
      },
      "sitedetails": {
        "type": "string"
      },
      "status": {
        "type": "number"
      },
      "submitted_at": {
        "format": "date-time",
        "type": "string"
      },
      "submitted_by": {
        "type": "string"
      },
      "submitted_by_name": {
        "type": "string"
      }
    },
    "required": [
      "below_record_id",
      "check_list",
      "evidence",
      "id",
      "level",
      "material",
      "mis_changed",
      "mis_changed_level",
      "sitedetails",
      "status",
      "submitted_at",
      "submitted_by",
      "submitted_by_name"
    ],
    "type": "object"
  },
  "RecordEvidence": {
    "description": "A verification record's photos as a whole.",
    "properties": {
      "counts": {
        "properties": {
          "far-from-work": {
            "type": "number"
          },
          "future": {
            "type": "number"
          },
          "no-location": {
            "type": "number"
          },
          "old-photo": {
            "type": "number"
          },
          "reused-photo": {
            "type": "number"
          },
          "time-mismatch": {
            "type": "number"
          }
        },
        "type": "object"
      },
      "files": {
        "items": {
          "$ref": "#/components/schemas/PhotoEvidence"
        },
        "type": "array"
      },
      "flagged": {
        "type": "number"
      },
      "flags": {
        "items": {
          "enum": [
            "far-from-work",
            "future",
            "no-location",
            "old-photo",
            "reused-photo",
            "time-mismatch"
          ],
          "type": "string"
        },
        "type": "array"
      },
      "max_distance_m": {
        "type": [
          "null",
          "number"
        ]
      },
      "photos": {
        "type": "number"
      },
      "summary": {
        "description": "Summary lines (\"2 of 5 photos are far from the work site (1.8 km)\"), coded.",
        "items": {
          "$ref": "#/components/schemas/Said"
        },
        "type": "array"
      }
    },
    "required": [
      "counts",
      "files",
      "flagged",
      "flags",
      "max_distance_m",
      "photos",
      "summary"
    ],
    "type": "object"
  },
  "RecoveredReportRow": {
    "properties": {
      "filed_count": {
        "type": "number"
      },
      "issue_count": {
        "type": "number"
      },
      "issue_type": {
        "type": "string"
      },
      "location_code": {
        "type": "string"
      },
      "location_name": {
        "type": "string"
      },
      "location_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "recovered_count": {
        "type": "number"
      },
      "total_issue_amount": {
        "type": "string"
      },
      "total_recovered_amount": {
        "type": "string"
      },
      "total_response_amount": {
        "type": "string"
      }
    },
    "required": [
      "filed_count",
      "issue_count",
      "issue_type",
      "location_code",
      "location_name",
      "location_name_kn",
      "recovered_count",
      "total_issue_amount",
      "total_recovered_amount",
      "total_response_amount"
    ],
    "type": "object"
  },
  "ResponseDetail": {
    "description": "One response of the audited panchayat to an issue (spec 2 §3 responseIssueDetails).",
    "properties": {
      "response_amount": {
        "type": [
          "null",
          "string"
        ]
      },
      "response_description": {
        "type": [
          "null",
          "string"
        ]
      },
      "response_sub_type": {
        "type": [
          "null",
          "string"
        ]
      },
      "response_type": {
        "type": "string"
      },
      "sno": {
        "type": "number"
      },
      "updated_by": {
        "type": [
          "null",
          "string"
        ]
      },
      "updated_date": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "response_amount",
      "response_description",
      "response_sub_type",
      "response_type",
      "sno",
      "updated_by",
      "updated_date"
    ],
    "type": "object"
  },
  "RoleRow": {
    "properties": {
      "Role_Department_id": {
        "description": "A department code.",
        "type": "string"
      },
      "Role_code": {
        "type": "string"
      },
      "Role_implimenting_agency_id": {
        "type": [
          "null",
          "number"
        ]
      },
      "Role_name": {
        "type": "string"
      },
      "Role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "agency": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/ImplementingAgency"
          },
          {
            "type": "null"
          }
        ]
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "department": {
        "$ref": "#/components/schemas/Department"
      },
      "department_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "department_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "imp_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "imp_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "is_active": {
        "type": "boolean"
      },
      "no_of_posts": {
        "type": "number"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "Role_Department_id",
      "Role_code",
      "Role_implimenting_agency_id",
      "Role_name",
      "Role_name_kn",
      "created_at",
      "department_name",
      "department_name_kn",
      "id",
      "imp_name",
      "imp_name_kn",
      "is_active",
      "no_of_posts",
      "updated_at"
    ],
    "type": "object"
  },
  "RunState": {
    "enum": [
      "active",
      "completed",
      "failed",
      "queued"
    ],
    "type": "string"
  },
  "RunTrigger": {
    "enum": [
      "cli",
      "nightly",
      "seed",
      "user"
    ],
    "type": "string"
  },
  "RunningLoad": {
    "properties": {
      "jobId": {
        "type": "string"
      },
      "pages_expected": {
        "type": "number"
      },
      "pages_fetched": {
        "type": "number"
      },
      "spider": {
        "type": "string"
      },
      "state": {
        "type": "string"
      }
    },
    "required": [
      "jobId",
      "pages_expected",
      "pages_fetched",
      "spider",
      "state"
    ],
    "type": "object"
  },
  "SaAccountStatement": {
    "description": "The link to a year's statement of the state social audit recovery account (year written \"2013-2014\").",
    "properties": {
      "updated_at": {
        "format": "date-time",
        "type": "string"
      },
      "updated_by": {
        "type": [
          "null",
          "number"
        ]
      },
      "url": {
        "type": "string"
      },
      "year": {
        "type": "string"
      }
    },
    "required": [
      "updated_at",
      "updated_by",
      "url",
      "year"
    ],
    "type": "object"
  },
  "Said": {
    "description": "A message as answers carry it: `{ code, message, params? }` (message in English).",
    "properties": {
      "code": {
        "$ref": "#/components/schemas/MessageCode"
      },
      "message": {
        "type": "string"
      },
      "params": {
        "type": "object"
      }
    },
    "required": [
      "code",
      "message"
    ],
    "type": "object"
  },
  "ScheduleLevel": {
    "description": "One level's window and sample size (spec 2 §3 Schedule: levels entries).",
    "properties": {
      "endDate": {
        "type": "string"
      },
      "percentage": {
        "type": "number"
      },
      "startDate": {
        "type": "string"
      }
    },
    "required": [
      "endDate",
      "percentage",
      "startDate"
    ],
    "type": "object"
  },
  "ScheduleState": {
    "enum": [
      "ended",
      "open",
      "upcoming"
    ],
    "type": "string"
  },
  "ScheduleView": {
    "description": "A schedule as the API answers it (spec 2 §3 Schedule, stored/read names).",
    "properties": {
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "cycle_name": {
        "type": "string"
      },
      "financial_year": {
        "items": {
          "type": "string"
        },
        "type": "array"
      },
      "id": {
        "type": "number"
      },
      "levels": {
        "items": {
          "$ref": "#/components/schemas/ScheduleLevel"
        },
        "type": "array"
      },
      "lock1_close": {
        "type": "string"
      },
      "lock1_open": {
        "type": "string"
      },
      "lock2_close": {
        "type": "string"
      },
      "lock2_open": {
        "type": "string"
      },
      "noOfLevels": {
        "type": "number"
      },
      "schedule_end": {
        "type": "string"
      },
      "schedule_start": {
        "type": "string"
      },
      "state": {
        "$ref": "#/components/schemas/ScheduleState"
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "created_at",
      "cycle_name",
      "financial_year",
      "id",
      "levels",
      "lock1_close",
      "lock1_open",
      "lock2_close",
      "lock2_open",
      "noOfLevels",
      "schedule_end",
      "schedule_start",
      "state",
      "updated_at"
    ],
    "type": "object"
  },
  "ScrapeRun": {
    "description": "One run of a spider: what was asked, by whom, how it went. The counts are those of the last\nattempt (a retry starts counting afresh; rows stored by an earlier attempt then count as\nunchanged). Rows seen = inserted + updated + unchanged + rejected.",
    "properties": {
      "args": {
        "type": "object"
      },
      "attempts": {
        "type": "number"
      },
      "block_code": {
        "type": "string"
      },
      "district_code": {
        "type": "string"
      },
      "error": {
        "type": [
          "null",
          "string"
        ]
      },
      "finished_at": {
        "anyOf": [
          {
            "format": "date-time",
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "id": {
        "type": "string"
      },
      "pages_expected": {
        "type": "number"
      },
      "pages_fetched": {
        "type": "number"
      },
      "panchayat_code": {
        "type": "string"
      },
      "queued_at": {
        "format": "date-time",
        "type": "string"
      },
      "rejections": {
        "description": "Up to 20 examples of rejected rows with their reason.",
        "items": {
          "properties": {
            "reason": {
              "type": "string"
            },
            "row": {
              "type": "string"
            }
          },
          "required": [
            "reason",
            "row"
          ],
          "type": "object"
        },
        "type": "array"
      },
      "requested_by": {
        "type": [
          "null",
          "number"
        ]
      },
      "rows_gone": {
        "description": "Rows that a full load no longer found on the MIS, marked gone.",
        "type": "number"
      },
      "rows_inserted": {
        "type": "number"
      },
      "rows_rejected": {
        "type": "number"
      },
      "rows_seen": {
        "type": "number"
      },
      "rows_unchanged": {
        "type": "number"
      },
      "rows_updated": {
        "type": "number"
      },
      "spider": {
        "type": "string"
      },
      "started_at": {
        "anyOf": [
          {
            "format": "date-time",
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "state": {
        "$ref": "#/components/schemas/RunState"
      },
      "trigger": {
        "$ref": "#/components/schemas/RunTrigger"
      }
    },
    "required": [
      "args",
      "attempts",
      "block_code",
      "district_code",
      "error",
      "finished_at",
      "id",
      "pages_expected",
      "pages_fetched",
      "panchayat_code",
      "queued_at",
      "rejections",
      "requested_by",
      "rows_gone",
      "rows_inserted",
      "rows_rejected",
      "rows_seen",
      "rows_unchanged",
      "rows_updated",
      "spider",
      "started_at",
      "state",
      "trigger"
    ],
    "type": "object"
  },
  "ScrapeRunView": {
    "allOf": [
      {
        "$ref": "#/components/schemas/ScrapeRun"
      },
      {
        "properties": {
          "panchayat_name": {
            "type": [
              "null",
              "string"
            ]
          },
          "panchayat_name_kn": {
            "type": [
              "null",
              "string"
            ]
          },
          "requested_by_name": {
            "type": [
              "null",
              "string"
            ]
          }
        },
        "required": [
          "panchayat_name",
          "panchayat_name_kn",
          "requested_by_name"
        ],
        "type": "object"
      }
    ],
    "description": "A run as the load history lists it: with the name of who asked for it and of its panchayat."
  },
  "SiteDetails": {
    "properties": {
      "answers": {
        "properties": {
          "q1": {
            "enum": [
              "N",
              "Y"
            ],
            "type": "string"
          },
          "q2": {
            "enum": [
              "N",
              "Y"
            ],
            "type": "string"
          },
          "q3": {
            "enum": [
              "N",
              "Y"
            ],
            "type": "string"
          },
          "q4": {
            "enum": [
              "N",
              "Y"
            ],
            "type": "string"
          },
          "q5": {
            "enum": [
              "N",
              "Y"
            ],
            "type": "string"
          }
        },
        "required": [
          "q1",
          "q2",
          "q3",
          "q4",
          "q5"
        ],
        "type": "object"
      },
      "photo": {
        "description": "`filever/files/{key}`.",
        "type": "string"
      },
      "reason": {
        "description": "Why the work is not recommended for payment (with `recommendation: 'No'`).",
        "type": "string"
      },
      "recommendation": {
        "description": "Records before \"No\" could be filed hold 'Yes' only.",
        "enum": [
          "No",
          "Yes"
        ],
        "type": "string"
      }
    },
    "required": [
      "answers",
      "photo",
      "recommendation"
    ],
    "type": "object"
  },
  "SocialLink": {
    "properties": {
      "label": {
        "type": "string"
      },
      "url": {
        "type": "string"
      }
    },
    "required": [
      "label",
      "url"
    ],
    "type": "object"
  },
  "StatementRow": {
    "properties": {
      "updated_at": {
        "anyOf": [
          {
            "format": "date-time",
            "type": "string"
          },
          {
            "type": "null"
          }
        ]
      },
      "url": {
        "type": [
          "null",
          "string"
        ]
      },
      "year": {
        "type": "string"
      }
    },
    "required": [
      "updated_at",
      "url",
      "year"
    ],
    "type": "object"
  },
  "StreamableFileOptions": {
    "description": "Options for `StreamableFile`",
    "properties": {
      "disposition": {
        "anyOf": [
          {
            "items": {
              "type": "string"
            },
            "type": "array"
          },
          {
            "type": "string"
          }
        ],
        "description": "The value that will be used for the `Content-Disposition` response header."
      },
      "length": {
        "description": "The value that will be used for the `Content-Length` response header.",
        "type": "number"
      },
      "type": {
        "default": "`\"application/octet-stream\"`",
        "description": "The value that will be used for the `Content-Type` response header.",
        "type": "string"
      }
    },
    "type": "object"
  },
  "SubOptionRow": {
    "properties": {
      "access_level": {
        "type": "string"
      },
      "created_at": {
        "format": "date-time",
        "type": "string"
      },
      "icon": {
        "type": "string"
      },
      "id": {
        "type": "number"
      },
      "mainOption": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/MainOption"
          },
          {
            "type": "null"
          }
        ]
      },
      "main_option_id": {
        "type": "number"
      },
      "main_option_name": {
        "type": "string"
      },
      "main_option_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "router": {
        "type": [
          "null",
          "string"
        ]
      },
      "suboption_name": {
        "type": "string"
      },
      "suboption_name_kn": {
        "description": "The name in Kannada, shown in Kannada mode; none means the English name is shown.",
        "type": [
          "null",
          "string"
        ]
      },
      "updated_at": {
        "format": "date-time",
        "type": "string"
      }
    },
    "required": [
      "access_level",
      "created_at",
      "icon",
      "id",
      "main_option_id",
      "main_option_name",
      "main_option_name_kn",
      "router",
      "suboption_name",
      "suboption_name_kn",
      "updated_at"
    ],
    "type": "object"
  },
  "SummaryRow": {
    "properties": {
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "description": "Where the row's place is: its district, and at block level its block.",
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "location_code": {
        "type": "string"
      },
      "location_name": {
        "type": "string"
      },
      "location_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "total_dropped_amount": {
        "type": "string"
      },
      "total_dropped_issues": {
        "type": "number"
      },
      "total_not_recovered_cases": {
        "type": "number"
      },
      "total_not_submitted_amount": {
        "type": "string"
      },
      "total_not_submitted_issues": {
        "type": "number"
      },
      "total_recommended_issues": {
        "type": "number"
      },
      "total_recovered_amount": {
        "type": "string"
      },
      "total_recovered_cases": {
        "type": "number"
      },
      "total_uploaded_cases": {
        "type": "number"
      },
      "total_verified_cases": {
        "type": "number"
      }
    },
    "required": [
      "district_code",
      "district_name",
      "district_name_kn",
      "location_code",
      "location_name",
      "location_name_kn",
      "total_dropped_amount",
      "total_dropped_issues",
      "total_not_recovered_cases",
      "total_not_submitted_amount",
      "total_not_submitted_issues",
      "total_recommended_issues",
      "total_recovered_amount",
      "total_recovered_cases",
      "total_uploaded_cases",
      "total_verified_cases"
    ],
    "type": "object"
  },
  "UserListRow": {
    "description": "A row of the Role Management user table (spec 1 §3 User list row).",
    "properties": {
      "block_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "designation": {
        "type": "string"
      },
      "district_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "type": "number"
      },
      "is_admin": {
        "type": "boolean"
      },
      "mobile_number": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "officer_level": {
        "type": "string"
      },
      "panchayat_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "block_code",
      "block_name",
      "block_name_kn",
      "designation",
      "district_code",
      "district_name",
      "district_name_kn",
      "id",
      "is_admin",
      "mobile_number",
      "name",
      "officer_level",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn"
    ],
    "type": "object"
  },
  "VerificationWork": {
    "description": "A work of the works list (spec 2 §3 Works list row) with the derived figures of docs/fto-verification.md.",
    "properties": {
      "agency_name": {
        "type": "string"
      },
      "agency_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "anticipated_material": {
        "type": [
          "null",
          "string"
        ]
      },
      "anticipated_wage": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": "string"
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "booked_inception_material": {
        "type": [
          "null",
          "string"
        ]
      },
      "booked_inception_wages": {
        "type": [
          "null",
          "string"
        ]
      },
      "district_code": {
        "type": "string"
      },
      "district_name": {
        "type": "string"
      },
      "district_name_kn": {
        "description": "Kannada names from the location master and the agencies (null where there is none).",
        "type": [
          "null",
          "string"
        ]
      },
      "paid_inception_material": {
        "type": [
          "null",
          "string"
        ]
      },
      "paid_inception_wages": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": "string"
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "percent_of_expenditure": {
        "type": [
          "null",
          "string"
        ]
      },
      "percent_so_far": {
        "type": [
          "null",
          "string"
        ]
      },
      "ratio_of_estimate": {
        "type": [
          "null",
          "number"
        ]
      },
      "ratio_of_expenditure_booked": {
        "type": [
          "null",
          "number"
        ]
      },
      "sanction_material": {
        "type": [
          "null",
          "string"
        ]
      },
      "sanction_total": {
        "type": [
          "null",
          "string"
        ]
      },
      "sanction_wages": {
        "type": [
          "null",
          "string"
        ]
      },
      "total_anticipated": {
        "type": "string"
      },
      "total_estimated": {
        "type": [
          "null",
          "string"
        ]
      },
      "total_expenditure": {
        "type": "string"
      },
      "work_code": {
        "type": "string"
      },
      "work_name": {
        "type": "string"
      },
      "work_start_fin_year": {
        "type": [
          "null",
          "string"
        ]
      },
      "work_status": {
        "type": "string"
      },
      "wrkreg_link": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "agency_name",
      "agency_name_kn",
      "anticipated_material",
      "anticipated_wage",
      "block_code",
      "block_name",
      "block_name_kn",
      "booked_inception_material",
      "booked_inception_wages",
      "district_code",
      "district_name",
      "district_name_kn",
      "paid_inception_material",
      "paid_inception_wages",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "percent_of_expenditure",
      "percent_so_far",
      "ratio_of_estimate",
      "ratio_of_expenditure_booked",
      "sanction_material",
      "sanction_total",
      "sanction_wages",
      "total_anticipated",
      "total_estimated",
      "total_expenditure",
      "work_code",
      "work_name",
      "work_start_fin_year",
      "work_status",
      "wrkreg_link"
    ],
    "type": "object"
  },
  "VerifiedMaterialRow": {
    "description": "A material bill as verified: the mirror's facts and the officer's entries.",
    "properties": {
      "billDate": {
        "type": [
          "null",
          "string"
        ]
      },
      "billNo": {
        "type": "string"
      },
      "checkMeasurementDate": {
        "type": "string"
      },
      "dueAmount": {
        "type": [
          "null",
          "string"
        ]
      },
      "fin_year": {
        "type": [
          "null",
          "string"
        ]
      },
      "materialList": {
        "type": [
          "null",
          "string"
        ]
      },
      "mbDate": {
        "type": "string"
      },
      "mbNo": {
        "type": "string"
      },
      "pageNo": {
        "type": "string"
      },
      "paidAmount": {
        "type": [
          "null",
          "string"
        ]
      },
      "recommendation": {
        "type": "boolean"
      },
      "slNo": {
        "type": "number"
      }
    },
    "required": [
      "billDate",
      "billNo",
      "checkMeasurementDate",
      "dueAmount",
      "fin_year",
      "materialList",
      "mbDate",
      "mbNo",
      "pageNo",
      "paidAmount",
      "recommendation",
      "slNo"
    ],
    "type": "object"
  },
  "WorkChanges": {
    "properties": {
      "block_code": {
        "type": "string"
      },
      "block_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "block_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "changes": {
        "items": {
          "$ref": "#/components/schemas/ChangeEntry"
        },
        "type": "array"
      },
      "fto_no": {
        "type": [
          "null",
          "string"
        ]
      },
      "id": {
        "description": "The work code, or the FTO no. for an FTO's rows.",
        "type": "string"
      },
      "kinds": {
        "items": {
          "enum": [
            "amounts-changed",
            "bills-added",
            "bills-changed",
            "bills-paid",
            "ftos-added",
            "ftos-changed",
            "gone-works",
            "new-works",
            "works-changed"
          ],
          "type": "string"
        },
        "type": "array"
      },
      "last_at": {
        "format": "date-time",
        "type": "string"
      },
      "panchayat_code": {
        "type": "string"
      },
      "panchayat_name": {
        "type": [
          "null",
          "string"
        ]
      },
      "panchayat_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "work_code": {
        "type": [
          "null",
          "string"
        ]
      },
      "work_name": {
        "type": [
          "null",
          "string"
        ]
      }
    },
    "required": [
      "block_code",
      "block_name",
      "block_name_kn",
      "changes",
      "fto_no",
      "id",
      "kinds",
      "last_at",
      "panchayat_code",
      "panchayat_name",
      "panchayat_name_kn",
      "work_code",
      "work_name"
    ],
    "type": "object"
  },
  "WorkFileRecord": {
    "description": "A work's current record at one level in its file on paper: the answers, the officer and the time, the photos' evidence.",
    "properties": {
      "check_list": {
        "$ref": "#/components/schemas/ChecklistAnswers"
      },
      "evidence": {
        "anyOf": [
          {
            "$ref": "#/components/schemas/RecordEvidence"
          },
          {
            "type": "null"
          }
        ]
      },
      "id": {
        "type": "number"
      },
      "level": {
        "type": "number"
      },
      "material": {
        "items": {
          "$ref": "#/components/schemas/VerifiedMaterialRow"
        },
        "type": "array"
      },
      "role_name": {
        "type": "string"
      },
      "role_name_kn": {
        "type": [
          "null",
          "string"
        ]
      },
      "site_details": {
        "$ref": "#/components/schemas/SiteDetails"
      },
      "status": {
        "type": "number"
      },
      "submitted_at": {
        "format": "date-time",
        "type": "string"
      },
      "user_name": {
        "type": "string"
      }
    },
    "required": [
      "check_list",
      "evidence",
      "id",
      "level",
      "material",
      "role_name",
      "role_name_kn",
      "site_details",
      "status",
      "submitted_at",
      "user_name"
    ],
    "type": "object"
  },
  "WorkOption": {
    "properties": {
      "agency_name": {
        "type": "string"
      },
      "work_code": {
        "type": "string"
      },
      "work_name": {
        "type": "string"
      },
      "work_start_fin_year": {
        "type": [
          "null",
          "string"
        ]
      },
      "work_status": {
        "type": "string"
      }
    },
    "required": [
      "agency_name",
      "work_code",
      "work_name",
      "work_start_fin_year",
      "work_status"
    ],
    "type": "object"
  },
  "WorksListRow": {
    "allOf": [
      {
        "$ref": "#/components/schemas/VerificationWork"
      },
      {
        "properties": {
          "filled": {
            "type": "boolean"
          },
          "filled_reason": {
            "type": [
              "null",
              "string"
            ]
          },
          "filled_recommendation": {
            "anyOf": [
              {
                "enum": [
                  "No",
                  "Yes"
                ],
                "type": "string"
              },
              {
                "type": "null"
              }
            ]
          },
          "filled_status": {
            "type": [
              "null",
              "number"
            ]
          }
        },
        "required": [
          "filled",
          "filled_reason",
          "filled_recommendation",
          "filled_status"
        ],
        "type": "object"
      }
    ],
    "description": "One row of the level 1 works list (spec 2 §2): the work's figures, and whether this level filed it."
  },
  "YearLists": {
    "properties": {
      "current": {
        "type": "string"
      },
      "issues": {
        "items": {
          "type": "string"
        },
        "type": "array"
      },
      "schedules": {
        "items": {
          "type": "string"
        },
        "type": "array"
      },
      "statements": {
        "items": {
          "type": "string"
        },
        "type": "array"
      }
    },
    "required": [
      "current",
      "issues",
      "schedules",
      "statements"
    ],
    "type": "object"
  }
};

/** operationId -> status -> the message codes its handler (and what it calls) refuses with (see scripts/openapi-answers.mjs). */
export const ANSWER_REFUSALS: Record<string, Record<string, string[]>> = {
  "AuditTrail_actors": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "AuditTrail_kinds": {},
  "AuditTrail_list": {
    "400": [
      "DATE_YMD_INVALID",
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Auth_logout": {},
  "Auth_me": {},
  "Auth_register": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "DISTRICT_UNKNOWN",
      "OTP_VERIFY_FIRST",
      "PANCHAYAT_NOT_IN_BLOCK"
    ],
    "409": [
      "EMAIL_ALREADY_REGISTERED",
      "KGID_PAN_ALREADY_REGISTERED",
      "MOBILE_ALREADY_REGISTERED"
    ],
    "429": [
      "REGISTRATION_ADDRESS_LIMIT"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Auth_requestOtp": {
    "409": [
      "EMAIL_ALREADY_REGISTERED",
      "KGID_PAN_ALREADY_REGISTERED",
      "MOBILE_ALREADY_REGISTERED"
    ],
    "429": [
      "OTP_ADDRESS_LIMIT",
      "OTP_RESEND_WAIT",
      "OTP_TARGET_LIMIT",
      "REGISTRATION_ADDRESS_LIMIT"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Auth_resetPassword": {
    "400": [
      "OTP_VERIFY_FIRST",
      "RESET_PASSWORD_RULE"
    ]
  },
  "Auth_savePreferences": {},
  "Auth_selectRole": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "403": [
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "Auth_sendOtp": {
    "429": [
      "OTP_ADDRESS_LIMIT",
      "OTP_RESEND_WAIT",
      "OTP_TARGET_LIMIT"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Auth_signRequestLogin": {
    "401": [
      "OTP_EXHAUSTED",
      "OTP_EXPIRED",
      "OTP_INVALID",
      "UNAUTHENTICATED"
    ]
  },
  "Auth_signRequestOtp": {
    "401": [
      "BAD_CREDENTIALS",
      "UNAUTHENTICATED"
    ],
    "423": [
      "ACCOUNT_LOCKED",
      "ACCOUNT_LOCKED_ONE_MINUTE"
    ],
    "429": [
      "OTP_ADDRESS_LIMIT",
      "OTP_RESEND_WAIT",
      "OTP_TARGET_LIMIT",
      "SIGNIN_ADDRESS_LIMIT"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Auth_verifyOtpFp": {
    "400": [
      "OTP_EXHAUSTED",
      "OTP_EXPIRED",
      "RESET_OTP_INVALID"
    ]
  },
  "Auth_verifyOtpReg": {
    "400": [
      "EMAIL_OTP_EXHAUSTED",
      "EMAIL_OTP_EXPIRED",
      "EMAIL_OTP_FORMAT",
      "EMAIL_OTP_INVALID",
      "MOBILE_OTP_EXHAUSTED",
      "MOBILE_OTP_EXPIRED",
      "MOBILE_OTP_INVALID"
    ]
  },
  "Evidence_csv": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "EVIDENCE_REPORT_NOT_ALLOWED",
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND"
    ],
    "429": [
      "EXPORTS_IN_FLIGHT",
      "EXPORTS_TOO_MANY"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Evidence_report": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "EVIDENCE_REPORT_NOT_ALLOWED",
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND"
    ]
  },
  "Evidence_work": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "WORK_CODE_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "EVIDENCE_REPORT_NOT_ALLOWED",
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND",
      "EVIDENCE_WORK_NOT_FOUND"
    ]
  },
  "Evidence_works": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "EVIDENCE_REPORT_NOT_ALLOWED",
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND"
    ]
  },
  "Fto_checklistItem": {
    "400": [
      "ID_INVALID"
    ],
    "404": [
      "CHECKLIST_ITEM_NOT_FOUND"
    ]
  },
  "Fto_checklistItems": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Fto_createChecklistItem": {
    "401": [
      "UNAUTHENTICATED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Fto_file": {
    "403": [
      "FILE_NOT_ALLOWED"
    ],
    "404": [
      "FILE_NOT_FOUND"
    ],
    "503": [
      "FILE_STORAGE_UNAVAILABLE"
    ]
  },
  "Fto_getCheckList3": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "WORK_CODE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "WORK_NOT_FOUND"
    ]
  },
  "Fto_getFTO2": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "WORK_CODE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "WORK_NOT_FOUND"
    ]
  },
  "Fto_getFtoLists": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED"
    ]
  },
  "Fto_getFtoLists2": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "WORK_CODE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "WORK_NOT_FOUND"
    ]
  },
  "Fto_getMatList3": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "WORK_CODE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "WORK_NOT_FOUND"
    ]
  },
  "Fto_getworkData2": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED"
    ]
  },
  "Fto_getworks2": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED"
    ]
  },
  "Fto_levelContext": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "Fto_resetMaterialList": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "JOB_UNKNOWN",
      "PANCHAYAT_NOT_FOUND",
      "WORK_CODE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "WORK_NOT_FOUND"
    ],
    "429": [
      "FTO_RESET_WAIT"
    ],
    "503": [
      "QUEUE_UNAVAILABLE"
    ]
  },
  "Fto_submit": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "EVIDENCE_DEVICE_POSITIONS_INVALID",
      "EVIDENCE_DEVICE_TIME_IMPOSSIBLE",
      "EVIDENCE_PHOTO_UNREADABLE",
      "FIELD_NAME_CHARACTER_NOT_ALLOWED",
      "FTO_IMAGES_ONLY",
      "FTO_ONE_FILE_PER_FIELD",
      "FTO_REVIEWED_RECORD_INVALID",
      "FTO_REVIEWED_RECORD_REQUIRED",
      "FTO_UNEXPECTED_FILE_FIELD",
      "IDEMPOTENCY_KEY_INVALID",
      "JSON_FIELD_INVALID",
      "TEXT_CHARACTER_NOT_ALLOWED",
      "UPLOAD_FIELDS_BEFORE_FILES",
      "UPLOAD_FIELD_TOO_LONG",
      "UPLOAD_FIELD_TWICE",
      "UPLOAD_TOO_MANY_FIELDS",
      "UPLOAD_TOO_MANY_FILES",
      "UPLOAD_TOO_MANY_PARTS",
      "UPLOAD_UNEXPECTED_FIELD",
      "UPLOAD_UNEXPECTED_FILE_FIELD",
      "UPLOAD_UNREADABLE",
      "WORK_CODE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "FTO_ALREADY_VERIFIED_AT",
      "LEVEL1_ONLY",
      "LEVEL2_PLUS_ONLY",
      "LEVEL_LOCKED",
      "LEVEL_NO_ACCESS",
      "NO_ROLE",
      "NO_SCHEDULE",
      "ROLE_NOT_ASSIGNED",
      "SCHEDULE_ENDED",
      "SCHEDULE_NOT_STARTED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "WORK_NOT_FOUND"
    ],
    "409": [
      "FTO_BELOW_CHANGED",
      "FTO_VERIFIED_ABOVE",
      "SUBMISSION_DIFFERENT_CONTENTS"
    ],
    "413": [
      "EVIDENCE_PHOTO_TOO_LARGE",
      "UPLOAD_FILE_TOO_LARGE",
      "UPLOAD_TOO_LARGE"
    ],
    "415": [
      "MULTIPART_ONLY"
    ],
    "429": [
      "FTO_TOO_MANY_SUBMISSIONS"
    ],
    "503": [
      "FILE_STORAGE_UNAVAILABLE",
      "SERVER_BUSY"
    ]
  },
  "Fto_updateChecklistItem": {
    "400": [
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "CHECKLIST_ITEM_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Fto_workFile": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "WORK_CODE_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED",
      "WORK_NOT_IN_LIST"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND",
      "WORK_NOT_FOUND"
    ]
  },
  "Health_live": {},
  "Health_ready": {
    "503": [
      "NOT_READY"
    ]
  },
  "Locations_blocks": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Locations_districts": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Locations_panchayats": {
    "400": [
      "BLOCK_NOT_OF_DISTRICT",
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "MisChanges_csv": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "DATE_YMD_INVALID",
      "LIST_FILTER_FIELD_INVALID",
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN",
      "MIS_CHANGES_CODE_INVALID",
      "MIS_CHANGES_KIND_INVALID",
      "MIS_CHANGES_RANGE_INVALID",
      "PANCHAYAT_NOT_IN_BLOCK"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ],
    "429": [
      "EXPORTS_IN_FLIGHT",
      "EXPORTS_TOO_MANY"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "MisChanges_list": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "DATE_YMD_INVALID",
      "LIST_FILTER_FIELD_INVALID",
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN",
      "MIS_CHANGES_CODE_INVALID",
      "MIS_CHANGES_KIND_INVALID",
      "MIS_CHANGES_RANGE_INVALID",
      "PANCHAYAT_NOT_IN_BLOCK"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "Options_createMain": {
    "401": [
      "UNAUTHENTICATED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Options_createSub": {
    "400": [
      "MAIN_OPTION_UNKNOWN"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Options_mainOption": {
    "400": [
      "ID_INVALID"
    ],
    "404": [
      "MAIN_OPTION_NOT_FOUND"
    ]
  },
  "Options_mainOptions": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Options_subOption": {
    "400": [
      "ID_INVALID"
    ],
    "404": [
      "SUB_OPTION_NOT_FOUND"
    ]
  },
  "Options_subOptions": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Options_subOptionsOf": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Options_updateMain": {
    "400": [
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "MAIN_OPTION_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Options_updateSub": {
    "400": [
      "ID_INVALID",
      "MAIN_OPTION_UNKNOWN"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "SUB_OPTION_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "PanchayatLocations_import": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "GP_LOCATIONS_NO_FILE",
      "IMPORT_REFUSED",
      "UPLOAD_FIELDS_BEFORE_FILES",
      "UPLOAD_FIELD_TOO_LONG",
      "UPLOAD_FIELD_TWICE",
      "UPLOAD_TOO_MANY_FIELDS",
      "UPLOAD_TOO_MANY_FILES",
      "UPLOAD_TOO_MANY_PARTS",
      "UPLOAD_UNEXPECTED_FIELD",
      "UPLOAD_UNEXPECTED_FILE_FIELD",
      "UPLOAD_UNREADABLE"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "GP_LOCATIONS_NOT_ALLOWED",
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ],
    "413": [
      "GP_LOCATIONS_TOO_LARGE",
      "UPLOAD_FILE_TOO_LARGE",
      "UPLOAD_TOO_LARGE"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "PanchayatLocations_summary": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "GP_LOCATIONS_NOT_ALLOWED",
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "Reconciliation_csv": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "RECONCILIATION_NOT_ALLOWED",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND"
    ],
    "429": [
      "EXPORTS_IN_FLIGHT",
      "EXPORTS_TOO_MANY"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Reconciliation_report": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "RECONCILIATION_NOT_ALLOWED",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND"
    ]
  },
  "Reconciliation_works": {
    "400": [
      "BLOCK_NOT_IN_DISTRICT",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "PANCHAYAT_NOT_IN_BLOCK"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "RECONCILIATION_NOT_ALLOWED",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "EVIDENCE_CYCLE_NOT_FOUND"
    ]
  },
  "Roles_agencies": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Roles_agency": {
    "400": [
      "ID_INVALID"
    ],
    "404": [
      "AGENCY_NOT_FOUND"
    ]
  },
  "Roles_createAgency": {
    "400": [
      "DEPARTMENT_UNKNOWN"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "AGENCY_NOT_FOUND"
    ],
    "409": [
      "AGENCY_EXISTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_createDepartment": {
    "400": [
      "DEPARTMENT_CODE_FIXED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "DEPARTMENT_NOT_FOUND"
    ],
    "409": [
      "DEPARTMENT_CODE_EXISTS",
      "DEPARTMENT_LEVEL_FIXED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_createRole": {
    "400": [
      "AGENCY_NOT_IN_DEPARTMENT",
      "DEPARTMENT_UNKNOWN"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "409": [
      "ROLE_CODE_EXISTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_deleteRole": {
    "400": [
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "ROLE_NOT_FOUND"
    ],
    "409": [
      "ROLE_ASSIGNED_NO_DELETE",
      "ROLE_HISTORY_NO_DELETE"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_department": {
    "400": [
      "ID_INVALID"
    ],
    "404": [
      "DEPARTMENT_NOT_FOUND"
    ]
  },
  "Roles_departments": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Roles_role": {
    "400": [
      "ID_INVALID"
    ],
    "404": [
      "ROLE_NOT_FOUND"
    ]
  },
  "Roles_roles": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Roles_toggleRole": {
    "400": [
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "ROLE_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_updateAgency": {
    "400": [
      "DEPARTMENT_UNKNOWN",
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "AGENCY_NOT_FOUND"
    ],
    "409": [
      "AGENCY_EXISTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_updateDepartment": {
    "400": [
      "DEPARTMENT_CODE_FIXED",
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "DEPARTMENT_NOT_FOUND"
    ],
    "409": [
      "DEPARTMENT_CODE_EXISTS",
      "DEPARTMENT_LEVEL_FIXED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Roles_updateRole": {
    "400": [
      "AGENCY_NOT_IN_DEPARTMENT",
      "DEPARTMENT_UNKNOWN",
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "ROLE_NOT_FOUND"
    ],
    "409": [
      "ROLE_CODE_EXISTS",
      "ROLE_DEPARTMENT_FIXED",
      "ROLE_POSTS_BELOW_FILLED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Schedules_add": {
    "400": [
      "LABELED_NO_SUCH_DATE",
      "SCHEDULE_CYCLE_NAME_LONG",
      "SCHEDULE_DATE_INVALID",
      "SCHEDULE_GENERAL_REQUIRED",
      "SCHEDULE_LEVEL_COUNT",
      "SCHEDULE_LEVEL_DATES_INVALID",
      "SCHEDULE_LEVEL_FIELDS_REQUIRED",
      "SCHEDULE_LEVEL_NO_SUCH_DATE",
      "SCHEDULE_LEVEL_OUTSIDE",
      "SCHEDULE_LEVEL_PERCENTAGE",
      "SCHEDULE_LEVEL_START_AFTER_END",
      "SCHEDULE_LOCK1_ORDER",
      "SCHEDULE_LOCK2_ORDER",
      "SCHEDULE_LOCKS_ORDER",
      "SCHEDULE_LOCKS_OUTSIDE",
      "SCHEDULE_START_AFTER_END",
      "SCHEDULE_YEAR_NOT_ALLOWED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "409": [
      "SCHEDULE_NAME_EXISTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Schedules_ftoSchedules": {},
  "Schedules_saveMapping": {
    "400": [
      "ID_INVALID",
      "MAPPING_DEPARTMENT_NOT_MAPPABLE",
      "MAPPING_DEPARTMENT_TWICE",
      "MAPPING_DEPARTMENT_UNKNOWN",
      "MAPPING_LEVEL_NOT_LIST",
      "MAPPING_LEVEL_TOO_MANY",
      "MAPPING_LEVEL_UNKNOWN",
      "MAPPING_ROLE_IN_TWO_LEVELS",
      "MAPPING_ROLE_NOT_OF_DEPARTMENT",
      "MAPPING_ROLE_TWICE_IN_LEVEL"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Schedules_update": {
    "400": [
      "LABELED_NO_SUCH_DATE",
      "SCHEDULE_CYCLE_NAME_LONG",
      "SCHEDULE_DATE_INVALID",
      "SCHEDULE_GENERAL_REQUIRED",
      "SCHEDULE_ID_REQUIRED",
      "SCHEDULE_LEVEL_COUNT",
      "SCHEDULE_LEVEL_DATES_INVALID",
      "SCHEDULE_LEVEL_FIELDS_REQUIRED",
      "SCHEDULE_LEVEL_NO_SUCH_DATE",
      "SCHEDULE_LEVEL_OUTSIDE",
      "SCHEDULE_LEVEL_PERCENTAGE",
      "SCHEDULE_LEVEL_START_AFTER_END",
      "SCHEDULE_LOCK1_ORDER",
      "SCHEDULE_LOCK2_ORDER",
      "SCHEDULE_LOCKS_ORDER",
      "SCHEDULE_LOCKS_OUTSIDE",
      "SCHEDULE_START_AFTER_END",
      "SCHEDULE_YEAR_NOT_ALLOWED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "SCHEDULE_NOT_FOUND"
    ],
    "409": [
      "SCHEDULE_NAME_EXISTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "Scraper_getBlockView": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "Scraper_job": {
    "404": [
      "JOB_NOT_FOUND"
    ]
  },
  "Scraper_jobs": {
    "400": [
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ]
  },
  "Scraper_loadScrapy": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "JOB_UNKNOWN",
      "PANCHAYAT_ELSEWHERE",
      "PANCHAYAT_NOT_FOUND"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "PANCHAYAT_OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ],
    "503": [
      "QUEUE_UNAVAILABLE"
    ]
  },
  "Site_site": {},
  "SocialAudit_accountStatements": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NOT_AUTHORIZED_TO_VIEW",
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_addStatement": {
    "400": [
      "STATEMENT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "409": [
      "STATEMENT_EXISTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "SocialAudit_blockIssues": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_changeStatement": {
    "400": [
      "STATEMENT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "STATEMENT_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "SocialAudit_importIssues": {
    "400": [
      "IMPORT_REFUSED",
      "NO_FILE",
      "UPLOAD_FIELDS_BEFORE_FILES",
      "UPLOAD_FIELD_TOO_LONG",
      "UPLOAD_FIELD_TWICE",
      "UPLOAD_TOO_MANY_FIELDS",
      "UPLOAD_TOO_MANY_FILES",
      "UPLOAD_TOO_MANY_PARTS",
      "UPLOAD_UNEXPECTED_FIELD",
      "UPLOAD_UNEXPECTED_FILE_FIELD",
      "UPLOAD_UNREADABLE"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "413": [
      "IMPORT_FILE_TOO_LARGE",
      "UPLOAD_FILE_TOO_LARGE",
      "UPLOAD_TOO_LARGE"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "SocialAudit_issuesByPanchayat": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "REPORT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED",
      "TP_GP_ONLY"
    ]
  },
  "SocialAudit_issuesByType": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "REPORT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_issuesList": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "REPORT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_issuesReport": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "REPORT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_linkedIssues": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_recoveredIssuesReport": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "REPORT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_recoverySummary": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "DISTRICT_CODE_FOR_BLOCK",
      "REPORT_YEAR_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_updateIssueDetails": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "DESIGNATION_TOO_LONG",
      "EMAIL_INVALID",
      "FILL_REQUIRED",
      "ISSUE_DEPARTMENT_EXCLUDED",
      "ISSUE_ROLE_NOT_OF_DEPARTMENT",
      "ISSUE_WORK_NOT_OF_PANCHAYAT",
      "ISSUE_WORK_TWICE",
      "MOBILE_INVALID",
      "NAME_LETTERS_ONLY",
      "NEED_WORK_AND_PERSON"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED",
      "TP_GP_ONLY"
    ],
    "404": [
      "ISSUE_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "SocialAudit_uploadIssues": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "FILING_AMOUNT_MISMATCH",
      "FILING_AMOUNT_ZERO",
      "FILING_CASE_STATUS",
      "FILING_DATE_FORMAT",
      "FILING_DATE_FUTURE",
      "FILING_DD_EXPIRY_BEFORE",
      "FILING_DECISION",
      "FILING_FIELDS_MISSING",
      "FILING_INSUFFICIENT",
      "FILING_MAP_EXCESS",
      "FILING_MISMATCH",
      "FILING_MODE",
      "FILING_NO_EXCESS",
      "FILING_REMARK",
      "FILING_TEXT_200",
      "FILING_TEXT_REQUIRED",
      "FILING_TEXT_TOO_LONG",
      "IDEMPOTENCY_KEY_INVALID",
      "ISSUE_MAPPED_TO_ITSELF",
      "ISSUE_MAPPED_TWICE",
      "ISSUE_NOT_OF_BLOCK",
      "LABELED_AMOUNT_LIKE",
      "LABELED_NO_SUCH_DATE"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NOT_ALLOWED_TO_ENTER",
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "ISSUE_NOT_FOUND"
    ],
    "409": [
      "FILING_LOCKED",
      "ISSUE_ALREADY_CLAIMED",
      "ISSUE_COVERED_BY_EXCESS",
      "SUBMISSION_DIFFERENT_CONTENTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "SocialAudit_uploadedIssues": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ]
  },
  "SocialAudit_verify": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "EXCEEDS_ISSUE_AMOUNT",
      "IDEMPOTENCY_KEY_INVALID",
      "ISSUE_NO_RECOVERY",
      "VERIFY_ENTERED_AMOUNT_LIKE",
      "VERIFY_EXPECTED_ISSUES",
      "VERIFY_FILL_ALL",
      "VERIFY_REMARK",
      "VERIFY_REMITTANCE_FORMAT",
      "VERIFY_REMITTANCE_FUTURE",
      "VERIFY_REMITTANCE_NO_SUCH_DATE",
      "VERIFY_STATUS"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NOT_ALLOWED_TO_VERIFY",
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "ISSUE_NOT_FOUND"
    ],
    "409": [
      "ALREADY_UPLOADED",
      "SUBMISSION_DIFFERENT_CONTENTS"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "SocialAudit_works": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "OUTSIDE_JURISDICTION",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "PANCHAYAT_NOT_FOUND"
    ]
  },
  "UsersAdmin_assign": {
    "400": [
      "ASSIGN_GP_LOCATION",
      "ASSIGN_LEVEL_MISMATCH",
      "ASSIGN_ROLE_INACTIVE",
      "ASSIGN_ROLE_NOT_IN_DEPARTMENT",
      "ASSIGN_ROLE_UNKNOWN",
      "ASSIGN_SELECT_DEPARTMENT_ROLE",
      "ASSIGN_TP_LOCATION",
      "ASSIGN_ZP_LOCATION",
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "DEPARTMENT_UNKNOWN",
      "LOCATION_UNKNOWN"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "ASSIGN_DEPARTMENT_NOT_ALLOWED",
      "ASSIGN_OUTSIDE_JURISDICTION",
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "USER_NOT_FOUND"
    ],
    "409": [
      "ASSIGN_ALREADY_HELD",
      "ASSIGN_POSTS_FILLED"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "UsersAdmin_assignedAdmin": {
    "401": [
      "UNAUTHENTICATED"
    ],
    "404": [
      "MOBILE_NOT_REGISTERED"
    ],
    "409": [
      "OWN_ADMIN_REMOVAL"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "UsersAdmin_assignedRoles": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "ID_INVALID"
    ],
    "403": [
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "USER_NOT_FOUND"
    ]
  },
  "UsersAdmin_deleteAssigned": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "ID_INVALID"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "ROLE_NOT_ASSIGNED"
    ],
    "404": [
      "ASSIGNMENT_NOT_FOUND"
    ],
    "503": [
      "SERVER_BUSY"
    ]
  },
  "UsersAdmin_userList": {
    "400": [
      "CURRENT_ROLE_INVALID",
      "CURRENT_ROLE_REQUIRED",
      "LIST_FILTER_INVALID",
      "LIST_FILTER_UNKNOWN",
      "LIST_PARAM_NOT_JSON",
      "LIST_PARAM_ONCE",
      "LIST_RANGE_INVALID",
      "LIST_RANGE_TOO_LARGE",
      "LIST_SORT_INVALID",
      "LIST_SORT_ORDER_INVALID",
      "LIST_SORT_UNKNOWN"
    ],
    "401": [
      "UNAUTHENTICATED"
    ],
    "403": [
      "NO_ROLE",
      "ROLE_NOT_ASSIGNED"
    ]
  }
};
