// English texts of the PDF and DOCX exports; es and pt-BR mirror this shape (type-checked).
const exports = {
  documentTitle: "Travel and Expense Policy",
  generatedOn: "Generated on {{date}}",
  page: "Page {{page}} of {{total}}",
};

export default exports;
