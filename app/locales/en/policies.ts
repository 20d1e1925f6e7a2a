// English texts of the "policies" feature; es and pt-BR mirror this shape (type-checked).
const policies = {};

export default policies;
