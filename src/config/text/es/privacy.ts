import { SITE } from "../../site.ts";
import type { PRIVACY_TEXT as English } from "../en/privacy.ts";
import type { Translation } from "../translation.ts";

/** /es/privacidad: the same sections, keys (anchors), order and number of paragraphs as ../en/privacy.ts. */
export const PRIVACY_TEXT: Translation<typeof English> = {
  title: "Política de privacidad",
  description: `Qué guarda el sitio web de ${SITE.name} cuando usted envía un mensaje, crea una cuenta, pide un estimado o usa el chat, quién procesa esos datos y cómo pedir que se borren.`,
  heading: "Política de privacidad",
  intro: (updated) =>
    `Qué datos suyos guarda este sitio web, para qué y quién más los maneja. Última actualización: ${updated}.`,
  onThisPage: "En esta página",
  sections: {
    messages: {
      heading: "Mensajes y solicitudes de llamada",
      paragraphs: [
        "Cuando usted envía el formulario de contacto o pide en el chat que le llamemos, guardamos su nombre, correo electrónico, teléfono y mensaje, la hora y por dónde llegó la solicitud (el formulario de contacto, el chat o el estimador). Una solicitud de llamada o una visita al sitio reservada desde el chat guarda además los últimos mensajes de su conversación con el asistente, para que sepamos sobre qué preguntó. Nuestro equipo lee estas solicitudes para responderle y anota en cada una su estado y notas internas.",
        `Cada solicitud nueva también se envía por correo electrónico al dueño de ${SITE.name} en cuestión de segundos, con los datos anteriores, para que alguien pueda devolverle la llamada pronto, y puede enviarse además como un aviso breve (su nombre, el tipo de solicitud y su teléfono, nunca su mensaje) al teléfono del dueño mediante un servicio de mensajería como Slack, Microsoft Teams o ntfy. Si nadie ha respondido después de unos minutos dentro del horario de oficina, se le envía un recordatorio al dueño por la misma vía. Usted recibe una confirmación automática por correo electrónico (como máximo una al día) que le explica los próximos pasos; no repite nada de lo que usted escribió.`,
      ],
    },
    origin: {
      heading: "Cómo llegó usted a nuestro sitio",
      paragraphs: [
        "Para saber cuáles de nuestros anuncios, perfiles en directorios y páginas nos traen visitantes, su navegador guarda, solo durante esta visita, la primera página que abrió en nuestro sitio, el nombre del sitio web desde el que llegó (por ejemplo google.com o houzz.com, no la página exacta), las etiquetas de campaña del enlace que siguió (utm_source, utm_medium, utm_campaign, utm_term y utm_content: los parámetros que indican de qué campaña viene el enlace), si el enlace vino de un clic en un anuncio (sí o no, no el número de identificación de ese clic) y si usa un teléfono, una tableta o una computadora. Estos datos se guardan en el almacenamiento de sesión de esta pestaña (session storage, un espacio del navegador que dura lo que dura la pestaña), se borran al cerrarla y solo se nos envían si usted nos manda un mensaje, reserva una visita u obtiene un estimado, junto con la página desde la que lo hizo. Se guardan con su solicitud. No se instala ninguna cookie y no se comparte nada con servicios de analítica ni de publicidad.",
      ],
    },
    accounts: {
      heading: "Cuentas y perfiles",
      paragraphs: [
        "Para usar el estimador con IA, usted crea una cuenta con un correo electrónico y una contraseña, o con Google. El inicio de sesión lo gestiona Firebase Authentication (de Google), que guarda su correo electrónico y, en las cuentas con contraseña, una forma protegida de la contraseña que nosotros nunca vemos. Su perfil contiene su nombre completo, su correo electrónico, su teléfono, la fecha en que se registró y cómo lo hizo (con correo electrónico o con Google).",
      ],
    },
    estimates: {
      heading: "Estimados",
      paragraphs: [
        "Cuando usted pide un estimado, guardamos los datos que indicó (tipo de proyecto, tipo de habitación, superficie en pies cuadrados, plazo y el alcance que describa), el rango inmediato de nuestra guía de precios y el texto del estimado que redactó la IA, junto con el identificador de su cuenta y su correo electrónico. Nuestro equipo lo ve como una solicitud y puede comunicarse con usted al respecto. Un estimado no es un presupuesto: el precio que usted firma llega después de una visita a la obra.",
      ],
    },
    ai: {
      heading: "El asistente con IA y el proveedor de IA",
      paragraphs: [
        "Las respuestas del asistente del chat y del estimador las redacta un servicio de IA que nosotros pagamos. Lo que usted escribe en el chat y los campos del estimador se envían desde nuestro servidor a ese proveedor para que redacte la respuesta; su nombre, correo electrónico y teléfono no se envían, a menos que usted mismo los escriba en el mensaje. Le pedimos que no escriba en el chat nada que no quiera que procese un proveedor de servicios.",
        "No guardamos las conversaciones del chat en nuestros servidores, salvo los últimos mensajes de una conversación en la que usted nos pida que le llamemos o reserve una visita al sitio. Para reservar una visita en el chat, los datos que le pedimos confirmar se guardan hasta que usted diga que sí, y se borran en un plazo de dos días si no lo dice.",
      ],
    },
    browser: {
      heading: "Lo que queda en su navegador",
      paragraphs: [
        "La conversación del chat, y si el panel del chat está abierto, se guardan en el almacenamiento de sesión de esta pestaña del navegador, para que la conversación le acompañe de una página a otra. Se borran al cerrar la pestaña.",
        "El almacenamiento local de su dispositivo (local storage) guarda los proyectos a los que usted dio «me gusta» (para que cada navegador marque «me gusta» en un proyecto una sola vez) y una indicación de que inició sesión en este navegador (para que las páginas solo carguen el código de inicio de sesión cuando usted pueda necesitarlo). Firebase Authentication mantiene su sesión iniciada en el almacenamiento del navegador hasta que usted la cierre. El sitio no instala cookies de publicidad ni de analítica y no usa ningún rastreo de terceros.",
      ],
    },
    services: {
      heading: "Quién procesa los datos",
      paragraphs: [
        "El sitio web se sirve desde Netlify. Los mensajes, las cuentas, los perfiles, los estimados y los recuentos de «me gusta» se guardan en Google Firebase (Authentication y Cloud Firestore). Los avisos por correo electrónico pasan por nuestro proveedor de correo. El texto del chat y de los estimados va a nuestro proveedor de IA, como se explicó arriba. Nuestros servidores registran la hora, el resultado y la duración de cada petición que reciben, para mantener el servicio en funcionamiento y frenar los abusos, y cuentan las peticiones por dirección de internet (dirección IP) por el mismo motivo; no registran lo que usted escribió.",
      ],
    },
    rights: {
      heading: "Conservación, corrección y eliminación",
      paragraphs: [
        `Conservamos los mensajes y los estimados mientras nos sirvan para responderle y para nuestros registros de los trabajos, y borramos de inmediato los mensajes no deseados (spam). Para ver, corregir o borrar los datos que tenemos sobre usted, o para eliminar su cuenta, escriba a ${SITE.email} o llame al ${SITE.phone}; le respondemos en un plazo de 30 días. No vendemos su información ni la compartimos con fines publicitarios.`,
      ],
    },
  },
  questions: {
    beforeEmail: "¿Tiene preguntas sobre esta política? Escríbanos a",
    beforeForm: " o use el",
    contactForm: "formulario de contacto",
    afterForm: ".",
  },
};
