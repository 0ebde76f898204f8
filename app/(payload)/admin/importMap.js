import { CurrentPassword as CurrentPassword_0157167c0f62715f2189772f6fe0df71 } from '../../../cms/admin/current-password'
import { PasswordRule as PasswordRule_37bb30ae94ac8e0aa50d529bfa39e03b } from '../../../cms/admin/password-rule'
import { StaffCheckbox as StaffCheckbox_7c65c777f004fe99f53fe0416de74ae6 } from '../../../cms/admin/staff-checkbox'
import { ReadOnlyDate as ReadOnlyDate_eac63846a67901aa2fbeee43270d366e } from '../../../cms/admin/read-only-date'
import { SecondFactorReset as SecondFactorReset_48881422d83fd20a8c0f82c3d697f53e } from '../../../cms/admin/second-factor-reset'
import { Passkeys as Passkeys_7976496359c79c81b80e8a796fffcae3 } from '../../../cms/admin/passkeys'
import { ProveAhead as ProveAhead_73fa3a720e26e7d76d463762cf3beac3 } from '../../../cms/admin/prove-ahead'
import { SelectAllTooltip as SelectAllTooltip_03f629a98f31868b0b4112a002621c44 } from '../../../upstream-workarounds/payload-admin/select-all-tooltip'
import { ProvenSaveButton as ProvenSaveButton_3f26164801fc7adb5af0b97fb6293d4a } from '../../../cms/admin/proven-save-button'
import { TranslationStatus as TranslationStatus_0f05b54243a6216e8258478fb4412e08 } from '../../../cms/admin/translation-status'
import { OptionalLabel as OptionalLabel_74ca06f9a4c81ac7bdb11fb9da237382 } from '../../../cms/admin/optional-label'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { EditorControlNamesClient as EditorControlNamesClient_3a6f70f7cc44ad534a22980229927920 } from '../../../upstream-workarounds/payload-admin/editor-control-names'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OtherLanguageTitle as OtherLanguageTitle_575ac7ab7fe19b50f626b98d8146502c } from '../../../cms/admin/other-language-title'
import { PublicationState as PublicationState_e0f5b1b9a771ddf0ea8b97cc408dfe82 } from '../../../cms/admin/schedule/publication-state'
import { PublicationCell as PublicationCell_41817987e888f012077c21b03b9c4d57 } from '../../../cms/admin/schedule/publication-cell'
import { DatedBySchedule as DatedBySchedule_8e2d02029b703a8b1fee43956ca45e07 } from '../../../cms/admin/schedule/dated-by-schedule'
import { LabelledPreviewButton as LabelledPreviewButton_3d4fb10993cc7bcde33a260564dacc75 } from '../../../cms/admin/preview-button'
import { SchedulePublishButton as SchedulePublishButton_da508492c723d7261d65b98341ae7e51 } from '../../../cms/admin/schedule/publish-button'
import { ScheduledStatus as ScheduledStatus_b7e7c09a21d274f4e367086c04ddd76f } from '../../../cms/admin/schedule/scheduled-status'
import { PhotoDescriptions as PhotoDescriptions_d38303b895060cf0da484861105a8021 } from '../../../cms/admin/photo-descriptions'
import { PromoteWaitlist as PromoteWaitlist_cdecfaf37a181bf90e260e012e0106f7 } from '../../../cms/collections/admission-rounds/promote-waitlist'
import { FileKindCell as FileKindCell_e09585bc4cb4ab5a041c219b8f181177 } from '../../../cms/admin/file-kind-cell'
import { ReplyByMail as ReplyByMail_63cf6e4e893a5798a3a7119ebd593cb6 } from '../../../cms/collections/contact-messages/reply-by-mail'
import { ContactMessagesExportForm as ContactMessagesExportForm_ad9b7f8b889aa60c81ec69e13d7baa5f } from '../../../cms/collections/contact-messages/export-form'
import { RunDestructionNow as RunDestructionNow_4e75e55ed18086589ab637424cae43a9 } from '../../../cms/collections/destruction-register/run-now'
import { EnrolmentActions as EnrolmentActions_f71694ffedf301d4b45da6f93bc9cda1 } from '../../../cms/collections/applications/admin/enrolment-actions'
import { ApplicantView as ApplicantView_17439f1a27e39b36254544158aa6cad4 } from '../../../cms/collections/applications/admin/applicant-view'
import { ApplicationDecision as ApplicationDecision_d87d44d4ba52712b38962d8124b104a8 } from '../../../cms/collections/applications/admin/application-decision'
import { StudentNumberCell as StudentNumberCell_560e6adf318a7c14390fbd966a0e5df6 } from '../../../cms/collections/applications/admin/student-number-cell'
import { CitizenshipNumber as CitizenshipNumber_e45cb408faeba1ba21a57e20a0a77218 } from '../../../cms/collections/applications/admin/citizenship-number'
import { ApplicantFile as ApplicantFile_bcc763421c1e9915d0390d8294c1d942 } from '../../../cms/collections/applications/admin/applicant-file'
import { ApplicationsExportForm as ApplicationsExportForm_806036c83baf5aa3c06ecc399f73da20 } from '../../../cms/collections/applications/admin/export-form'
import { ExamTicketsForm as ExamTicketsForm_027efc09ffcf8cc9b5365a30c1e4a579 } from '../../../cms/collections/applications/admin/exam-tickets-form'
import { SetupChecklist as SetupChecklist_b6e606c0a90c3abe09103c96b5c3f44c } from '../../../cms/admin/dashboard/setup-checklist'
import { WorkToDo as WorkToDo_fd9c2ab0ba2a702df893f8c29c72a0c5 } from '../../../cms/admin/dashboard/work-to-do'
import { RoundProgress as RoundProgress_b58d6734b4360b91b45b1c1e1b6cdd57 } from '../../../cms/admin/dashboard/round-progress'
import { BackupState as BackupState_b2ae514b96cdb2e15c8d3a9cd2697430 } from '../../../cms/admin/dashboard/backup-state'
import { AccessReview as AccessReview_6d7a2ed13cc30a2e57e43124c1dac6df } from '../../../cms/admin/dashboard/access-review'
import { EnglishNotices as EnglishNotices_5520b9a53ad51fa625094039c2c530b6 } from '../../../upstream-workarounds/payload-admin/english-notices'
import { SessionTimeout as SessionTimeout_558a673098d6d50664f1dd4c59601bc9 } from '../../../cms/admin/session-timeout'
import { AskAgain as AskAgain_b80df9d866cab0aae3100a67ef6a0034 } from '../../../cms/admin/ask-again'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_28d0503f128a079045be1228ccff722d } from '../../../cms/admin/sign-in/sign-in-view'
import { EnrollmentView as EnrollmentView_95b018dd1639b7af044b517601a8c5be } from '../../../cms/admin/sign-in/enrollment-view'
import { PasswordChangeView as PasswordChangeView_23d4f2034ef557f99cd19295d41baa8f } from '../../../cms/admin/sign-in/password-change-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/current-password#CurrentPassword": CurrentPassword_0157167c0f62715f2189772f6fe0df71,
  "/cms/admin/password-rule#PasswordRule": PasswordRule_37bb30ae94ac8e0aa50d529bfa39e03b,
  "/cms/admin/staff-checkbox#StaffCheckbox": StaffCheckbox_7c65c777f004fe99f53fe0416de74ae6,
  "/cms/admin/read-only-date#ReadOnlyDate": ReadOnlyDate_eac63846a67901aa2fbeee43270d366e,
  "/cms/admin/second-factor-reset#SecondFactorReset": SecondFactorReset_48881422d83fd20a8c0f82c3d697f53e,
  "/cms/admin/passkeys#Passkeys": Passkeys_7976496359c79c81b80e8a796fffcae3,
  "/cms/admin/prove-ahead#ProveAhead": ProveAhead_73fa3a720e26e7d76d463762cf3beac3,
  "/upstream-workarounds/payload-admin/select-all-tooltip#SelectAllTooltip": SelectAllTooltip_03f629a98f31868b0b4112a002621c44,
  "/cms/admin/proven-save-button#ProvenSaveButton": ProvenSaveButton_3f26164801fc7adb5af0b97fb6293d4a,
  "/cms/admin/translation-status#TranslationStatus": TranslationStatus_0f05b54243a6216e8258478fb4412e08,
  "/cms/admin/optional-label#OptionalLabel": OptionalLabel_74ca06f9a4c81ac7bdb11fb9da237382,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "/upstream-workarounds/payload-admin/editor-control-names#EditorControlNamesClient": EditorControlNamesClient_3a6f70f7cc44ad534a22980229927920,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/other-language-title#OtherLanguageTitle": OtherLanguageTitle_575ac7ab7fe19b50f626b98d8146502c,
  "/cms/admin/schedule/publication-state#PublicationState": PublicationState_e0f5b1b9a771ddf0ea8b97cc408dfe82,
  "/cms/admin/schedule/publication-cell#PublicationCell": PublicationCell_41817987e888f012077c21b03b9c4d57,
  "/cms/admin/schedule/dated-by-schedule#DatedBySchedule": DatedBySchedule_8e2d02029b703a8b1fee43956ca45e07,
  "/cms/admin/preview-button#LabelledPreviewButton": LabelledPreviewButton_3d4fb10993cc7bcde33a260564dacc75,
  "/cms/admin/schedule/publish-button#SchedulePublishButton": SchedulePublishButton_da508492c723d7261d65b98341ae7e51,
  "/cms/admin/schedule/scheduled-status#ScheduledStatus": ScheduledStatus_b7e7c09a21d274f4e367086c04ddd76f,
  "/cms/admin/photo-descriptions#PhotoDescriptions": PhotoDescriptions_d38303b895060cf0da484861105a8021,
  "/cms/collections/admission-rounds/promote-waitlist#PromoteWaitlist": PromoteWaitlist_cdecfaf37a181bf90e260e012e0106f7,
  "/cms/admin/file-kind-cell#FileKindCell": FileKindCell_e09585bc4cb4ab5a041c219b8f181177,
  "/cms/collections/contact-messages/reply-by-mail#ReplyByMail": ReplyByMail_63cf6e4e893a5798a3a7119ebd593cb6,
  "/cms/collections/contact-messages/export-form#ContactMessagesExportForm": ContactMessagesExportForm_ad9b7f8b889aa60c81ec69e13d7baa5f,
  "/cms/collections/destruction-register/run-now#RunDestructionNow": RunDestructionNow_4e75e55ed18086589ab637424cae43a9,
  "/cms/collections/applications/admin/enrolment-actions#EnrolmentActions": EnrolmentActions_f71694ffedf301d4b45da6f93bc9cda1,
  "/cms/collections/applications/admin/applicant-view#ApplicantView": ApplicantView_17439f1a27e39b36254544158aa6cad4,
  "/cms/collections/applications/admin/application-decision#ApplicationDecision": ApplicationDecision_d87d44d4ba52712b38962d8124b104a8,
  "/cms/collections/applications/admin/student-number-cell#StudentNumberCell": StudentNumberCell_560e6adf318a7c14390fbd966a0e5df6,
  "/cms/collections/applications/admin/citizenship-number#CitizenshipNumber": CitizenshipNumber_e45cb408faeba1ba21a57e20a0a77218,
  "/cms/collections/applications/admin/applicant-file#ApplicantFile": ApplicantFile_bcc763421c1e9915d0390d8294c1d942,
  "/cms/collections/applications/admin/export-form#ApplicationsExportForm": ApplicationsExportForm_806036c83baf5aa3c06ecc399f73da20,
  "/cms/collections/applications/admin/exam-tickets-form#ExamTicketsForm": ExamTicketsForm_027efc09ffcf8cc9b5365a30c1e4a579,
  "/cms/admin/dashboard/setup-checklist#SetupChecklist": SetupChecklist_b6e606c0a90c3abe09103c96b5c3f44c,
  "/cms/admin/dashboard/work-to-do#WorkToDo": WorkToDo_fd9c2ab0ba2a702df893f8c29c72a0c5,
  "/cms/admin/dashboard/round-progress#RoundProgress": RoundProgress_b58d6734b4360b91b45b1c1e1b6cdd57,
  "/cms/admin/dashboard/backup-state#BackupState": BackupState_b2ae514b96cdb2e15c8d3a9cd2697430,
  "/cms/admin/dashboard/access-review#AccessReview": AccessReview_6d7a2ed13cc30a2e57e43124c1dac6df,
  "/upstream-workarounds/payload-admin/english-notices#EnglishNotices": EnglishNotices_5520b9a53ad51fa625094039c2c530b6,
  "/cms/admin/session-timeout#SessionTimeout": SessionTimeout_558a673098d6d50664f1dd4c59601bc9,
  "/cms/admin/ask-again#AskAgain": AskAgain_b80df9d866cab0aae3100a67ef6a0034,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/admin/sign-in/sign-in-view#SignInView": SignInView_28d0503f128a079045be1228ccff722d,
  "/cms/admin/sign-in/enrollment-view#EnrollmentView": EnrollmentView_95b018dd1639b7af044b517601a8c5be,
  "/cms/admin/sign-in/password-change-view#PasswordChangeView": PasswordChangeView_23d4f2034ef557f99cd19295d41baa8f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
