// English texts of the "admin" feature; es and pt-BR mirror this shape (type-checked).
const admin = {};

export default admin;
