// English texts of the "understanding" feature; es and pt-BR mirror this shape (type-checked).
const understanding = {};

export default understanding;
